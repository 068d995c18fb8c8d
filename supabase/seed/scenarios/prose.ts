/**
 * Our own en/es/fr prose for the missions and feats of ../shared/data/game/scenarios.json,
 * keyed by the fact base's ids. Hand-written; build-scenarios.ts joins it to the facts and
 * fails when a list here does not match the fact base entry for entry (same count, same order).
 *
 * Names: English is the sources' name. French is AK's human fan translation where AK has the
 * entry; otherwise (Fog of Death, Tree Mother, community missions) the only French name is
 * machine-made and is marked unconfirmed. Spanish: no source has an official or human Spanish
 * name (every one is machine-made), so we write our own Spanish names in Spanish sentence case
 * and mark every one of them unconfirmed; the app also shows the English card name.
 *
 * Per entry:
 *  - scoring: one text per line of the primary scoring (Consolidated Progress: AK's variant)
 *  - olderScoring: the GS variant's lines where the fact base keeps a second variant
 *  - material: one per required_material entry
 *  - setup: feats: one per `setup` entry; missions: one per primary `map.facts` entry (distances
 *    read off a map diagram by the fact base: shown with a "check the card" caveat)
 *  - rules: missions: one per `special_rules` entry; feats: one per `rules` entry
 *  - earlyEnd: one per early-end condition (none where the fact base has none)
 *  - notes: what the fact base marks unverified or in conflict, said as unconfirmed
 */

export interface Localised {
  en: string;
  es: string;
  fr: string;
}

export interface ScenarioProse {
  name: Localised;
  summary: Localised;
  scoring: Localised[];
  olderScoring?: Localised[];
  material: Localised[];
  setup: Localised[];
  rules: Localised[];
  earlyEnd: Localised[];
  notes: Localised[];
}

const L = (en: string, es: string, fr: string): Localised => ({ en, es, fr });

const NO_UNIT_LEFT = L(
  'A company has no unit left on the table.',
  'Una compañía no tiene ninguna unidad sobre la mesa.',
  'Une compagnie n’a plus aucune unité sur la table.',
);

const MAP_NOTE = L(
  'Map distances were read off a map diagram and are approximate: check them against the official card.',
  'Las distancias del mapa se han leído de un diagrama y son aproximadas: compruébalas con la carta oficial.',
  "Les distances de la carte ont été lues sur un schéma et sont approximatives : vérifiez-les sur la carte officielle.",
);

export const SCENARIO_PROSE: Readonly<Record<string, ScenarioProse>> = {
  'take-positions': {
    name: L('Take Positions', 'Tomar posiciones', 'Prendre position'),
    summary: L(
      'Each side guards two objectives of its own colour and tries to hold the rival’s.',
      'Cada bando protege dos objetivos de su color e intenta quedarse con los del rival.',
      'Chaque camp protège deux objectifs de sa couleur et tente de tenir ceux de l’adversaire.',
    ),
    scoring: [
      L(
        '1 MP for each objective of the rival’s colour you control.',
        '1 PM por cada objetivo del color del rival que controles.',
        '1 PM par objectif de la couleur adverse que vous contrôlez.',
      ),
      L(
        '1 MP if the rival controls none of the objectives in your colour.',
        '1 PM si el rival no controla ninguno de los objetivos de tu color.',
        '1 PM si l’adversaire ne contrôle aucun des objectifs de votre couleur.',
      ),
    ],
    material: [
      L('2 red objective markers', '2 marcadores de objetivo rojos', '2 marqueurs d’objectif rouges'),
      L('2 blue objective markers', '2 marcadores de objetivo azules', '2 marqueurs d’objectif bleus'),
    ],
    setup: [
      L('Deployment zones 8 strides deep.', 'Zonas de despliegue de 8 zancadas de fondo.', 'Zones de déploiement de 8 pas de profondeur.'),
      L(
        'The 2 red objectives 20 strides from the edge of zone A and 14 strides from the side edges.',
        'Los 2 objetivos rojos a 20 zancadas del borde de la zona A y a 14 de los bordes laterales.',
        'Les 2 objectifs rouges à 20 pas du bord de la zone A et à 14 pas des bords latéraux.',
      ),
      L(
        'The 2 blue objectives in the mirrored places on the zone B side.',
        'Los 2 objetivos azules en las posiciones simétricas, del lado de la zona B.',
        'Les 2 objectifs bleus aux emplacements symétriques, côté zone B.',
      ),
    ],
    rules: [],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [
      L(
        'The older text of this mission scored the same two lines in VP instead of MP. An older map shows 10-stride deployment zones.',
        'El texto anterior de esta misión puntuaba las mismas dos líneas en PV en lugar de PM. Un mapa anterior muestra zonas de despliegue de 10 zancadas.',
        'L’ancien texte de ce scénario comptait les deux mêmes lignes en PV au lieu de PM. Une carte plus ancienne montre des zones de déploiement de 10 pas.',
      ),
    ],
  },

  'consolidated-progress': {
    name: L('Consolidated Progress', 'Progreso consolidado', 'Consolider la progression'),
    summary: L(
      'A brown objective in the centre and two numbered objectives per side: push forward and keep your own ground.',
      'Un objetivo marrón en el centro y dos objetivos numerados por bando: avanza sin perder tu propio terreno.',
      'Un objectif marron au centre et deux objectifs numérotés par camp : avancez sans perdre votre terrain.',
    ),
    scoring: [
      L('1 MP if you control the central objective.', '1 PM si controlas el objetivo central.', '1 PM si vous contrôlez l’objectif central.'),
      L('1 MP if you control the rival’s objective 2.', '1 PM si controlas el objetivo 2 del rival.', '1 PM si vous contrôlez l’objectif 2 adverse.'),
      L(
        '1 MP if the rival holds neither of your objectives 1 and 2.',
        '1 PM si el rival no tiene ninguno de tus objetivos 1 y 2.',
        '1 PM si l’adversaire ne tient aucun de vos objectifs 1 et 2.',
      ),
    ],
    olderScoring: [
      L('1 VP if you control the central objective.', '1 PV si controlas el objetivo central.', '1 PV si vous contrôlez l’objectif central.'),
      L('1 VP if you control the opponent’s objective 1.', '1 PV si controlas el objetivo 1 del rival.', '1 PV si vous contrôlez l’objectif 1 adverse.'),
      L('2 VP if you control the opponent’s objective 2.', '2 PV si controlas el objetivo 2 del rival.', '2 PV si vous contrôlez l’objectif 2 adverse.'),
      L(
        '1 VP if the opponent holds neither of your objectives 1 and 2.',
        '1 PV si el rival no tiene ninguno de tus objetivos 1 y 2.',
        '1 PV si l’adversaire ne tient aucun de vos objectifs 1 et 2.',
      ),
    ],
    material: [
      L('2 red objective markers', '2 marcadores de objetivo rojos', '2 marqueurs d’objectif rouges'),
      L('2 blue objective markers', '2 marcadores de objetivo azules', '2 marqueurs d’objectif bleus'),
      L('1 brown objective marker', '1 marcador de objetivo marrón', '1 marqueur d’objectif marron'),
    ],
    setup: [
      L('Deployment zones 8 strides deep.', 'Zonas de despliegue de 8 zancadas de fondo.', 'Zones de déploiement de 8 pas de profondeur.'),
      L(
        'Each colour’s objective 2 on its own deployment zone line, 15 strides from a side edge.',
        'El objetivo 2 de cada color sobre la línea de su propia zona de despliegue, a 15 zancadas de un borde lateral.',
        'L’objectif 2 de chaque couleur sur la ligne de sa propre zone de déploiement, à 15 pas d’un bord latéral.',
      ),
      L(
        'Each colour’s objective 1 12 strides further toward the centre.',
        'El objetivo 1 de cada color 12 zancadas más hacia el centro.',
        'L’objectif 1 de chaque couleur 12 pas plus loin vers le centre.',
      ),
      L('The brown objective in the centre of the battlefield.', 'El objetivo marrón en el centro del campo de batalla.', 'L’objectif marron au centre du champ de bataille.'),
    ],
    rules: [],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [
      L(
        'Two versions of the scoring exist: the newer one (shown first, in MP) and an older one in VP where objective 1 also scores and objective 2 is worth 2. Which one is the current official text is unconfirmed.',
        'Existen dos versiones de la puntuación: la más reciente (la primera, en PM) y otra anterior en PV en la que también puntúa el objetivo 1 y el objetivo 2 vale 2. No está confirmado cuál es el texto oficial vigente.',
        'Il existe deux versions du décompte : la plus récente (la première, en PM) et une plus ancienne en PV où l’objectif 1 rapporte aussi et l’objectif 2 vaut 2. Laquelle est le texte officiel actuel n’est pas confirmé.',
      ),
    ],
  },

  'fog-of-death': {
    name: L('Fog of Death', 'Niebla de muerte', 'Brouillard de mort'),
    summary: L(
      'Hold the arcane artefact in the centre while four banks of fog close in on its conquest marker.',
      'Controla el artefacto arcano del centro mientras cuatro bancos de niebla se cierran sobre su marcador de conquista.',
      'Tenez l’artefact arcanique du centre pendant que quatre nappes de brouillard convergent vers son marqueur de conquête.',
    ),
    scoring: [
      L(
        '1 VP at once for each Fog marker that touches the conquest marker while you control the artefact (that Fog marker leaves the game).',
        '1 PV en el acto por cada marcador de Niebla que toca el marcador de conquista mientras controlas el artefacto (ese marcador de Niebla sale del juego).',
        '1 PV immédiatement pour chaque marqueur de Brouillard qui touche le marqueur de conquête pendant que vous contrôlez l’artefact (ce marqueur de Brouillard quitte la partie).',
      ),
      L('2 VP if you control the artefact.', '2 PV si controlas el artefacto.', '2 PV si vous contrôlez l’artefact.'),
    ],
    material: [
      L(
        '1 objective marker (the arcane artefact), in the centre of the battlefield',
        '1 marcador de objetivo (el artefacto arcano), en el centro del campo de batalla',
        '1 marqueur d’objectif (l’artefact arcanique), au centre du champ de bataille',
      ),
      L('1 conquest marker', '1 marcador de conquista', '1 marqueur de conquête'),
      L('4 Fog markers, one in each corner', '4 marcadores de Niebla, uno en cada esquina', '4 marqueurs de Brouillard, un dans chaque coin'),
      L(
        '1 event token, on position 3 of the turn counter',
        '1 ficha de evento, en la casilla 3 del contador de turnos',
        '1 jeton d’événement, sur la case 3 du compteur de tours',
      ),
    ],
    setup: [
      L('Deployment zones 10 strides deep.', 'Zonas de despliegue de 10 zancadas de fondo.', 'Zones de déploiement de 10 pas de profondeur.'),
      L('The artefact in the centre of the battlefield.', 'El artefacto en el centro del campo de batalla.', 'L’artefact au centre du champ de bataille.'),
      L('A Fog marker in each of the four corners.', 'Un marcador de Niebla en cada una de las cuatro esquinas.', 'Un marqueur de Brouillard dans chacun des quatre coins.'),
    ],
    rules: [
      L(
        'The first player to deploy puts a conquest marker of their colour next to the artefact and starts controlling it.',
        'El primer jugador en desplegar pone un marcador de conquista de su color junto al artefacto y empieza controlándolo.',
        'Le premier joueur à se déployer place un marqueur de conquête de sa couleur à côté de l’artefact et commence par le contrôler.',
      ),
      L(
        'Event (token on turn-counter position 3): every Fog marker moves 10 strides toward the conquest marker; each unit within 8 strides of a Fog marker makes one Fog Effects roll for each such marker (the initiative holder chooses which side resolves first); then the event token moves 3 positions on.',
        'Evento (ficha en la casilla 3 del contador de turnos): cada marcador de Niebla avanza 10 zancadas hacia el marcador de conquista; cada unidad a 8 zancadas o menos de un marcador de Niebla hace una tirada de Efectos de la Niebla por cada uno de esos marcadores (quien tiene la iniciativa elige qué bando resuelve primero); después la ficha de evento avanza 3 casillas.',
        'Événement (jeton sur la case 3 du compteur de tours) : chaque marqueur de Brouillard avance de 10 pas vers le marqueur de conquête ; chaque unité à 8 pas ou moins d’un marqueur de Brouillard fait un jet d’Effets du Brouillard par marqueur concerné (le joueur qui a l’initiative choisit quel camp résout en premier) ; puis le jeton d’événement avance de 3 cases.',
      ),
      L(
        'Action “Control energy”: units of the controlling company within 3 strides of the artefact take a WP test; on a pass, move the conquest marker 5 strides per success in any direction.',
        'Acción «Controlar la energía»: las unidades de la compañía que controla el artefacto a 3 zancadas o menos de él hacen una prueba de voluntad (WP); si la superan, mueve el marcador de conquista 5 zancadas por éxito en cualquier dirección.',
        'Action « Contrôler l’énergie » : les unités de la compagnie qui contrôle l’artefact, à 3 pas ou moins de lui, font un test de VOL ; en cas de réussite, déplacez le marqueur de conquête de 5 pas par succès dans n’importe quelle direction.',
      ),
      L(
        'The conquest marker always shows the controller’s colour. At the end of each turn the controller may move it 2 strides; it can never stop on a unit or a terrain piece.',
        'El marcador de conquista siempre muestra el color de quien controla. Al final de cada turno, quien controla puede moverlo 2 zancadas; nunca puede detenerse sobre una unidad ni sobre un elemento de escenografía.',
        'Le marqueur de conquête montre toujours la couleur du contrôleur. À la fin de chaque tour, le contrôleur peut le déplacer de 2 pas ; il ne peut jamais s’arrêter sur une unité ni sur un élément de décor.',
      ),
      L(
        'Fog Effects roll: 1 orange die. Success: defence roll against as many successes as the unit has troops. Success + Special: against 2 successes per troop. Success + Hollow Special: against as many successes as troops, and the unit is stressed. Hollow Success + Special: against 4 successes. Special: against 6 successes, and the unit is stressed. Hollow Special: Disoriented (its first move goes in a direction the opponent picks). Successes not cancelled become wounds.',
        'Tirada de Efectos de la Niebla: 1 dado naranja. Éxito: tirada de defensa contra tantos éxitos como tropas tenga la unidad. Éxito + Especial: contra 2 éxitos por tropa. Éxito + Especial hueco: contra tantos éxitos como tropas, y la unidad queda estresada. Éxito hueco + Especial: contra 4 éxitos. Especial: contra 6 éxitos, y la unidad queda estresada. Especial hueco: Desorientada (su primer movimiento va en la dirección que elija el rival). Los éxitos no cancelados se convierten en heridas.',
        'Jet d’Effets du Brouillard : 1 dé orange. Succès : jet de défense contre autant de succès que l’unité a de troupes. Succès + Spécial : contre 2 succès par troupe. Succès + Spécial creux : contre autant de succès que de troupes, et l’unité est stressée. Succès creux + Spécial : contre 4 succès. Spécial : contre 6 succès, et l’unité est stressée. Spécial creux : Désorientée (son premier mouvement se fait dans la direction choisie par l’adversaire). Les succès non annulés deviennent des blessures.',
      ),
    ],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  'influence-zones': {
    name: L('Influence Zones', 'Zonas de influencia', 'Zone d’influence'),
    summary: L(
      'Five objectives with a wide reach: hold more of them than the rival, and at least one of the rival’s colour.',
      'Cinco objetivos con mucho alcance: controla más que el rival y al menos uno de su color.',
      'Cinq objectifs à longue portée : contrôlez-en plus que l’adversaire, et au moins un de sa couleur.',
    ),
    scoring: [
      L('1 MP if you control more objectives than the rival.', '1 PM si controlas más objetivos que el rival.', '1 PM si vous contrôlez plus d’objectifs que l’adversaire.'),
      L(
        '1 MP if you control at least one objective of the rival’s colour.',
        '1 PM si controlas al menos un objetivo del color del rival.',
        '1 PM si vous contrôlez au moins un objectif de la couleur adverse.',
      ),
      L('1 MP if you control at least 2 objectives.', '1 PM si controlas al menos 2 objetivos.', '1 PM si vous contrôlez au moins 2 objectifs.'),
    ],
    material: [
      L('2 red objective markers', '2 marcadores de objetivo rojos', '2 marqueurs d’objectif rouges'),
      L('2 blue objective markers', '2 marcadores de objetivo azules', '2 marqueurs d’objectif bleus'),
      L('1 brown objective marker', '1 marcador de objetivo marrón', '1 marqueur d’objectif marron'),
    ],
    setup: [
      L('Deployment zones 8 strides deep.', 'Zonas de despliegue de 8 zancadas de fondo.', 'Zones de déploiement de 8 pas de profondeur.'),
      L(
        'The red objectives 17 strides from the edge of zone A and 9 strides from the side edges.',
        'Los objetivos rojos a 17 zancadas del borde de la zona A y a 9 de los bordes laterales.',
        'Les objectifs rouges à 17 pas du bord de la zone A et à 9 pas des bords latéraux.',
      ),
      L(
        'The blue objectives in the mirrored places on the zone B side.',
        'Los objetivos azules en las posiciones simétricas, del lado de la zona B.',
        'Les objectifs bleus aux emplacements symétriques, côté zone B.',
      ),
      L('The brown objective in the centre.', 'El objetivo marrón en el centro.', 'L’objectif marron au centre.'),
    ],
    rules: [
      L(
        'Strategic domain: units that are not demoralized get +1 conquest value; conquest modifiers are not increased.',
        'Dominio estratégico: las unidades que no están desmoralizadas obtienen +1 al valor de conquista; los modificadores de conquista no aumentan.',
        'Domination stratégique : les unités non démoralisées gagnent +1 en valeur de conquête ; les modificateurs de conquête ne sont pas augmentés.',
      ),
      L(
        'Influence zones: units contest objectives within 7 strides instead of 3.',
        'Zonas de influencia: las unidades disputan los objetivos a 7 zancadas en lugar de 3.',
        'Zones d’influence : les unités disputent les objectifs à 7 pas au lieu de 3.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  expanse: {
    name: L('Expanse', 'Expansión', 'Expansion'),
    summary: L(
      'Each brown objective starts in the hands of the side whose zone it touches: keep more of them than the rival, and take the blue one in the centre.',
      'Cada objetivo marrón empieza en manos del bando cuya zona toca: conserva más que el rival y toma el azul del centro.',
      'Chaque objectif marron commence aux mains du camp dont il touche la zone : gardez-en plus que l’adversaire et prenez le bleu au centre.',
    ),
    scoring: [
      L(
        '2 MP if you control more brown objectives than the rival.',
        '2 PM si controlas más objetivos marrones que el rival.',
        '2 PM si vous contrôlez plus d’objectifs marron que l’adversaire.',
      ),
      L(
        '1 MP if you control as many brown objectives as the rival.',
        '1 PM si controlas tantos objetivos marrones como el rival.',
        '1 PM si vous contrôlez autant d’objectifs marron que l’adversaire.',
      ),
      L('1 MP if you control the central (blue) objective.', '1 PM si controlas el objetivo central (azul).', '1 PM si vous contrôlez l’objectif central (bleu).'),
    ],
    material: [
      L('4 brown objective markers', '4 marcadores de objetivo marrones', '4 marqueurs d’objectif marron'),
      L('1 blue objective marker', '1 marcador de objetivo azul', '1 marqueur d’objectif bleu'),
    ],
    setup: [
      L('Deployment zones 6 strides deep.', 'Zonas de despliegue de 6 zancadas de fondo.', 'Zones de déploiement de 6 pas de profondeur.'),
      L(
        '2 brown objectives on each deployment zone line, 15 strides from the side edges.',
        '2 objetivos marrones sobre la línea de cada zona de despliegue, a 15 zancadas de los bordes laterales.',
        '2 objectifs marron sur la ligne de chaque zone de déploiement, à 15 pas des bords latéraux.',
      ),
      L('The blue objective in the centre.', 'El objetivo azul en el centro.', 'L’objectif bleu au centre.'),
    ],
    rules: [
      L(
        'Set-up: each brown objective starts controlled by the company whose deployment zone it touches.',
        'Preparación: cada objetivo marrón empieza controlado por la compañía cuya zona de despliegue toca.',
        'Mise en place : chaque objectif marron commence contrôlé par la compagnie dont il touche la zone de déploiement.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  loot: {
    name: L('Loot', 'Botín', 'Butin'),
    summary: L(
      'The objectives are loot to pick up and carry: hold loot, hold more than the rival, and leave them none.',
      'Los objetivos son botín que se recoge y se lleva: ten botín, ten más que el rival y no le dejes nada.',
      'Les objectifs sont du butin à ramasser et à porter : ayez du butin, plus que l’adversaire, et ne lui en laissez pas.',
    ),
    scoring: [
      L('1 MP if you hold at least 1 loot.', '1 PM si tienes al menos 1 botín.', '1 PM si vous détenez au moins 1 butin.'),
      L('1 MP if you hold more loot than the rival.', '1 PM si tienes más botín que el rival.', '1 PM si vous détenez plus de butin que l’adversaire.'),
      L('1 MP if the rival holds no loot.', '1 PM si el rival no tiene ningún botín.', '1 PM si l’adversaire ne détient aucun butin.'),
    ],
    material: [
      L('2 red objective markers (loot)', '2 marcadores de objetivo rojos (botín)', '2 marqueurs d’objectif rouges (butin)'),
      L('2 blue objective markers (loot)', '2 marcadores de objetivo azules (botín)', '2 marqueurs d’objectif bleus (butin)'),
      L('1 brown objective marker (loot)', '1 marcador de objetivo marrón (botín)', '1 marqueur d’objectif marron (butin)'),
    ],
    setup: [
      L('Deployment zones 8 strides deep.', 'Zonas de despliegue de 8 zancadas de fondo.', 'Zones de déploiement de 8 pas de profondeur.'),
      L(
        '2 blue markers in the zone A half, 22 strides from the edge of zone A and 15 strides from the side edges.',
        '2 marcadores azules en la mitad de la zona A, a 22 zancadas del borde de la zona A y a 15 de los bordes laterales.',
        '2 marqueurs bleus dans la moitié de la zone A, à 22 pas du bord de la zone A et à 15 pas des bords latéraux.',
      ),
      L(
        '2 red markers in the zone B half, 15 strides from the edge of zone B and 15 strides from the side edges.',
        '2 marcadores rojos en la mitad de la zona B, a 15 zancadas del borde de la zona B y a 15 de los bordes laterales.',
        '2 marqueurs rouges dans la moitié de la zone B, à 15 pas du bord de la zone B et à 15 pas des bords latéraux.',
      ),
      L('The brown marker in the centre.', 'El marcador marrón en el centro.', 'Le marqueur marron au centre.'),
    ],
    rules: [
      L(
        'The objective markers are loot and replace the usual objective rules.',
        'Los marcadores de objetivo son botín y sustituyen a las reglas normales de objetivos.',
        'Les marqueurs d’objectif sont du butin et remplacent les règles habituelles des objectifs.',
      ),
      L(
        'A unit next to a marker may take 1 stress to pick it up (keep it on its profile card or company sheet).',
        'Una unidad adyacente a un marcador puede recibir 1 de estrés para recogerlo (se deja en su carta de perfil o en la hoja de compañía).',
        'Une unité adjacente à un marqueur peut prendre 1 stress pour le ramasser (posez-le sur sa carte de profil ou la feuille de compagnie).',
      ),
      L(
        'Units may move across markers but cannot end a move on one.',
        'Las unidades pueden atravesar los marcadores, pero no terminar un movimiento sobre ellos.',
        'Les unités peuvent traverser les marqueurs mais pas finir un mouvement dessus.',
      ),
      L(
        'Markers of the rival’s colour cannot be picked up.',
        'Los marcadores del color del rival no se pueden recoger.',
        'Les marqueurs de la couleur adverse ne peuvent pas être ramassés.',
      ),
      L('A unit carries at most 1 marker.', 'Una unidad lleva como mucho 1 marcador.', 'Une unité porte au plus 1 marqueur.'),
      L(
        'If the carrier leaves the battlefield or is destroyed, the marker is first put next to its leader; a joined Officer Character may take it instead.',
        'Si la unidad portadora sale del campo de batalla o es destruida, el marcador se coloca primero junto a su líder; un Personaje Oficial unido a ella puede quedárselo en su lugar.',
        'Si le porteur quitte le champ de bataille ou est détruit, le marqueur est d’abord posé à côté de son leader ; un Personnage Officier qui a rejoint l’unité peut le prendre à la place.',
      ),
      L(
        'If the carrier becomes demoralized, it drops the marker next to its leader before it flees.',
        'Si la unidad portadora queda desmoralizada, suelta el marcador junto a su líder antes de huir.',
        'Si le porteur devient démoralisé, il lâche le marqueur à côté de son leader avant de fuir.',
      ),
      L(
        'A Character leaving a carrier unit chooses whether to take the marker or leave it.',
        'Un Personaje que abandona una unidad portadora elige si se lleva el marcador o lo deja.',
        'Un Personnage qui quitte une unité porteuse choisit de prendre le marqueur ou de le laisser.',
      ),
    ],
    earlyEnd: [],
    notes: [
      L(
        'As drawn on the map, the blue and red marker distances are not symmetric.',
        'Tal como están dibujadas en el mapa, las distancias de los marcadores azules y rojos no son simétricas.',
        'Telles que dessinées sur la carte, les distances des marqueurs bleus et rouges ne sont pas symétriques.',
      ),
    ],
  },

  quadrants: {
    name: L('Quadrants', 'Cuadrantes', 'Cadrant'),
    summary: L(
      'The middle of the table is cut into four quadrants: control more of them than the rival, and one next to the rival’s zone.',
      'El centro de la mesa se divide en cuatro cuadrantes: controla más que el rival y uno junto a su zona.',
      'Le milieu de la table est découpé en quatre cadrans : contrôlez-en plus que l’adversaire, et un près de sa zone.',
    ),
    scoring: [
      L('2 MP if you control more quadrants than the rival.', '2 PM si controlas más cuadrantes que el rival.', '2 PM si vous contrôlez plus de cadrans que l’adversaire.'),
      L('1 MP if you control as many quadrants as the rival.', '1 PM si controlas tantos cuadrantes como el rival.', '1 PM si vous contrôlez autant de cadrans que l’adversaire.'),
      L(
        '1 MP if you control at least 1 quadrant touching the rival’s deployment zone.',
        '1 PM si controlas al menos 1 cuadrante que toque la zona de despliegue del rival.',
        '1 PM si vous contrôlez au moins 1 cadran qui touche la zone de déploiement adverse.',
      ),
    ],
    material: [
      L(
        '4 conquest markers, one per quadrant (no objective markers)',
        '4 marcadores de conquista, uno por cuadrante (sin marcadores de objetivo)',
        '4 marqueurs de conquête, un par cadran (pas de marqueur d’objectif)',
      ),
    ],
    setup: [
      L('Deployment zones 8 strides deep.', 'Zonas de despliegue de 8 zancadas de fondo.', 'Zones de déploiement de 8 pas de profondeur.'),
      L(
        'The quadrants are split along the centre lines.',
        'Los cuadrantes se separan por las líneas centrales.',
        'Les cadrans sont séparés par les lignes médianes.',
      ),
    ],
    rules: [
      L(
        'The battlefield outside the deployment zones is split into 4 quadrants, which are controlled like objectives.',
        'El campo de batalla, sin las zonas de despliegue, se divide en 4 cuadrantes que se controlan como objetivos.',
        'Le champ de bataille, hors zones de déploiement, est divisé en 4 cadrans qui se contrôlent comme des objectifs.',
      ),
      L(
        'A unit contests a quadrant when its leader is inside it; a leader whose base touches more than one quadrant is in none.',
        'Una unidad disputa un cuadrante si su líder está dentro; un líder cuya peana toca más de un cuadrante no está en ninguno.',
        'Une unité dispute un cadran si son leader s’y trouve ; un leader dont le socle touche plus d’un cadran n’est dans aucun.',
      ),
      L(
        'Strategic domain: units that are not demoralized get +1 conquest value; modifiers from skills or effects are not increased.',
        'Dominio estratégico: las unidades que no están desmoralizadas obtienen +1 al valor de conquista; los modificadores de habilidades o efectos no aumentan.',
        'Domination stratégique : les unités non démoralisées gagnent +1 en valeur de conquête ; les modificateurs des compétences ou effets ne sont pas augmentés.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  'tree-mother': {
    name: L('Tree Mother', 'Árbol madre', 'Arbre mère'),
    summary: L(
      'A narrative battle for 205-point companies: the Sÿenann defend the Tree Mother and her four sÿena sprouts from raiders.',
      'Una batalla narrativa para compañías de 205 puntos: los Sÿenann defienden al Árbol madre y sus cuatro brotes sÿena de los asaltantes.',
      'Une bataille narrative pour des compagnies de 205 points : les Sÿenann défendent l’Arbre mère et ses quatre pousses sÿena contre des pillards.',
    ),
    scoring: [
      L('Defender: 1 VP for each sprout not destroyed.', 'Defensor: 1 PV por cada brote no destruido.', 'Défenseur : 1 PV par pousse non détruite.'),
      L('Defender: 1 VP if the Tree Mother is not destroyed.', 'Defensor: 1 PV si el Árbol madre no ha sido destruido.', 'Défenseur : 1 PV si l’Arbre mère n’est pas détruit.'),
      L('Raider: 1 VP for each sprout destroyed.', 'Asaltante: 1 PV por cada brote destruido.', 'Pillard : 1 PV par pousse détruite.'),
      L('Raider: 1 VP if the Tree Mother is destroyed.', 'Asaltante: 1 PV si el Árbol madre ha sido destruido.', 'Pillard : 1 PV si l’Arbre mère est détruit.'),
    ],
    material: [
      L('4 brown objective markers (sÿena sprouts)', '4 marcadores de objetivo marrones (brotes sÿena)', '4 marqueurs d’objectif marron (pousses sÿena)'),
      L('1 base of 60 mm for the Tree Mother', '1 peana de 60 mm para el Árbol madre', '1 socle de 60 mm pour l’Arbre mère'),
      L(
        '1 “Event 1” token, on position 1 of the turn counter',
        '1 ficha «Evento 1», en la casilla 1 del contador de turnos',
        '1 jeton « Événement 1 », sur la case 1 du compteur de tours',
      ),
      L(
        '4 random tokens, one per sprout: tinge, damage, command or activation',
        '4 fichas al azar, una por brote: tinte, daño, mando o activación',
        '4 jetons au hasard, un par pousse : teinte, dégâts, commandement ou activation',
      ),
    ],
    setup: [
      L(
        'Red (raider) zone 5 strides deep and 40 strides wide along the top right.',
        'Zona roja (asaltantes) de 5 zancadas de fondo y 40 de ancho, arriba a la derecha.',
        'Zone rouge (pillards) de 5 pas de profondeur et 40 pas de large, en haut à droite.',
      ),
      L(
        'The 4 sprouts in a square, 18 strides apart; the upper pair 14 strides below the red zone line, the left pair 19 strides from the left edge.',
        'Los 4 brotes en cuadrado, separados 18 zancadas; el par superior 14 zancadas por debajo de la línea de la zona roja y el par izquierdo a 19 del borde izquierdo.',
        'Les 4 pousses en carré, espacées de 18 pas ; la paire du haut 14 pas sous la ligne de la zone rouge, la paire de gauche à 19 pas du bord gauche.',
      ),
      L(
        'The Tree Mother 10 strides below the upper sprouts and 30 strides from the right edge, inside 3 woods.',
        'El Árbol madre 10 zancadas por debajo de los brotes superiores y a 30 del borde derecho, dentro de 3 bosques.',
        'L’Arbre mère 10 pas sous les pousses du haut et à 30 pas du bord droit, au milieu de 3 bois.',
      ),
      L('Blue (Sÿenann) zone along the bottom left.', 'Zona azul (Sÿenann) abajo a la izquierda.', 'Zone bleue (Sÿenann) en bas à gauche.'),
    ],
    rules: [
      L(
        'Event 1 (the Tree Mother): a Nemorous Sÿenann Character may take stress so that the Tree Mother counts as a Sÿenann ally during her activation; she activates following the behaviour on her card; then the token moves 3 positions on (her INI is 3).',
        'Evento 1 (el Árbol madre): un Personaje Sÿenann con Nemorous puede recibir estrés para que el Árbol madre cuente como aliado Sÿenann durante su activación; se activa siguiendo el comportamiento de su carta; después la ficha avanza 3 casillas (su INI es 3).',
        'Événement 1 (l’Arbre mère) : un Personnage Sÿenann avec Nemorous peut prendre du stress pour que l’Arbre mère compte comme alliée Sÿenann pendant son activation ; elle s’active selon le comportement de sa carte ; puis le jeton avance de 3 cases (son INI est 3).',
      ),
      L(
        'Woods in the blue deployment zone have Block LoS and Cover (the cover die is read as black from a glyph code: unconfirmed).',
        'Los bosques de la zona de despliegue azul tienen Bloquea LdV y Cobertura (el dado de cobertura se ha interpretado como negro a partir de un código de glifo: sin confirmar).',
        'Les bois de la zone de déploiement bleue ont Bloque la LdV et Couvert (le dé de couvert est lu comme noir à partir d’un code de glyphe : non confirmé).',
      ),
      L(
        'Simple action “Destroy sprout” (raiders only): the unit is next to the sprout, not locked in combat, and the Tree Mother is not next to the sprout; roll the unit’s attack (no switches, no modifiers) against the sprout’s defence, +2 Block if the Sÿenann control it; at least 1 uncancelled success destroys the sprout (flip the marker). The sprout’s defence dice are read as black, black and green from glyph codes: unconfirmed.',
        'Acción simple «Destruir brote» (solo asaltantes): la unidad está adyacente al brote, no está trabada en combate y el Árbol madre no está adyacente a él; tira el ataque de la unidad (sin cambios ni modificadores) contra la defensa del brote, con +2 de Bloqueo si los Sÿenann lo controlan; al menos 1 éxito no cancelado destruye el brote (da la vuelta al marcador). Los dados de defensa del brote se han interpretado como negro, negro y verde a partir de códigos de glifo: sin confirmar.',
        'Action simple « Détruire une pousse » (pillards uniquement) : l’unité est adjacente à la pousse, n’est pas engagée au combat et l’Arbre mère n’est pas adjacente à la pousse ; lancez l’attaque de l’unité (sans variations ni modificateurs) contre la défense de la pousse, +2 Blocage si les Sÿenann la contrôlent ; au moins 1 succès non annulé détruit la pousse (retournez le marqueur). Les dés de défense de la pousse sont lus comme noir, noir et vert à partir de codes de glyphes : non confirmé.',
      ),
      L(
        'Return home: a fleeing Sÿenann unit heads for the nearest battlefield edge, ignoring its deployment zone.',
        'Volver a casa: una unidad Sÿenann que huye se dirige al borde del campo de batalla más cercano, sin tener en cuenta su zona de despliegue.',
        'Retour au foyer : une unité Sÿenann en fuite se dirige vers le bord du champ de bataille le plus proche, sans tenir compte de sa zone de déploiement.',
      ),
      L(
        'Tree Mother profile: MOV –, W 7, WP –, MOR –, INI 3; Nemorous, Sÿenann, Neutral, Hostile; Cover (blue die), Golem, Large, Intimidating (1), Preferred Terrain (Forest); attack 2 red + 2 yellow dice; defence 1 green + 2 blue + 1 black die.',
        'Perfil del Árbol madre: MOV –, W 7, WP –, MOR –, INI 3; Nemorous, Sÿenann, Neutral, Hostil; Cobertura (dado azul), Gólem, Grande, Intimidante (1), Terreno predilecto (Bosque); ataque 2 dados rojos + 2 amarillos; defensa 1 verde + 2 azules + 1 negro.',
        'Profil de l’Arbre mère : MOV –, W 7, VOL –, MOR –, INI 3 ; Nemorous, Sÿenann, Neutre, Hostile ; Couvert (dé bleu), Golem, Massive, Intimidation (1), Terrain favori (Forêt) ; attaque 2 dés rouges + 2 jaunes ; défense 1 vert + 2 bleus + 1 noir.',
      ),
      L(
        'Passive abilities on her card: Root Prison (units engaged with her cannot disengage by moving); Ancient Bark (when she engages or is engaged, the enemy unit becomes Disarmed).',
        'Habilidades pasivas de su carta: Prisión de raíces (las unidades trabadas con ella no pueden destrabarse moviéndose); Corteza ancestral (cuando traba o es trabada, la unidad enemiga queda Desarmada).',
        'Capacités passives de sa carte : Prison de racines (les unités engagées avec elle ne peuvent pas se désengager en se déplaçant) ; Écorce ancestrale (quand elle engage ou est engagée, l’unité ennemie devient Désarmée).',
      ),
      L(
        'Her behaviour: she never pushes back or pursues. Roll an orange die to pick a sprout by its token (Special + Success: tinge; Special: damage; Hollow Special + Success or Special + Hollow Success: command; Success or Hollow Success: activation). She is then placed engaged with the enemy unit nearest that sprout by the shortest path (this counts as a charge). She gains Raging if that sprout is destroyed. After attacking she goes back next to the sprout if it still stands.',
        'Su comportamiento: nunca empuja ni persigue. Tira un dado naranja para elegir un brote por su ficha (Especial + Éxito: tinte; Especial: daño; Especial hueco + Éxito o Especial + Éxito hueco: mando; Éxito o Éxito hueco: activación). Después se coloca trabada con la unidad enemiga más cercana a ese brote por el camino más corto (cuenta como carga). Gana Enfurecido si ese brote está destruido. Tras atacar vuelve junto al brote si sigue en pie.',
        'Son comportement : elle ne repousse ni ne poursuit jamais. Lancez un dé orange pour choisir une pousse d’après son jeton (Spécial + Succès : teinte ; Spécial : dégâts ; Spécial creux + Succès ou Spécial + Succès creux : commandement ; Succès ou Succès creux : activation). Elle est ensuite placée engagée avec l’unité ennemie la plus proche de cette pousse par le chemin le plus court (cela compte comme une charge). Elle gagne Fureur si cette pousse est détruite. Après son attaque elle revient à côté de la pousse si celle-ci tient encore.',
      ),
    ],
    earlyEnd: [
      L('A company has no units on the battlefield.', 'Una compañía no tiene unidades en el campo de batalla.', 'Une compagnie n’a plus d’unité sur le champ de bataille.'),
      L('All units of one company are demoralized.', 'Todas las unidades de una compañía están desmoralizadas.', 'Toutes les unités d’une compagnie sont démoralisées.'),
      L(
        'The Tree Mother and all 4 sÿena sprouts are destroyed.',
        'El Árbol madre y los 4 brotes sÿena están destruidos.',
        'L’Arbre mère et les 4 pousses sÿena sont détruites.',
      ),
    ],
    notes: [
      L(
        'Battlefield 60 × 60 strides. The Sÿenann deploy in the blue zone and defend; the raiders deploy in the red zone and attack.',
        'Campo de batalla de 60 × 60 zancadas. Los Sÿenann despliegan en la zona azul y defienden; los asaltantes despliegan en la zona roja y atacan.',
        'Champ de bataille de 60 × 60 pas. Les Sÿenann se déploient dans la zone bleue et défendent ; les pillards se déploient dans la zone rouge et attaquent.',
      ),
      L(
        'Her card’s orange-die table does not match the orange die in one row (it lists a lone Hollow Success and no lone Hollow Special): unconfirmed.',
        'La tabla del dado naranja de su carta no coincide con el dado naranja en una fila (incluye un Éxito hueco solo y ningún Especial hueco solo): sin confirmar.',
        'Le tableau du dé orange de sa carte ne correspond pas au dé orange sur une ligne (il donne un Succès creux seul et aucun Spécial creux seul) : non confirmé.',
      ),
    ],
  },

  'battle-lines': {
    name: L('Battle Lines', 'Líneas de batalla', 'Lignes de bataille'),
    summary: L(
      'Coloured and neutral objectives across the centre, plus a Supply Chest per side that grants a bonus activation.',
      'Objetivos de color y neutrales en el centro, y un Cofre de suministros por bando que concede una activación extra.',
      'Des objectifs de couleur et neutres au centre, et un Coffre de ravitaillement par camp qui donne une activation bonus.',
    ),
    scoring: [
      L(
        '2 VP if you control the rival’s colour objective A.',
        '2 PV si controlas el objetivo A del color del rival.',
        '2 PV si vous contrôlez l’objectif A de la couleur adverse.',
      ),
      L('1 VP if you control your own colour objective A.', '1 PV si controlas el objetivo A de tu color.', '1 PV si vous contrôlez l’objectif A de votre couleur.'),
      L(
        '1 VP for each neutral objective (B or C) you control.',
        '1 PV por cada objetivo neutral (B o C) que controles.',
        '1 PV par objectif neutre (B ou C) que vous contrôlez.',
      ),
      L(
        '1 VP if you control both neutral objectives B and C.',
        '1 PV si controlas los dos objetivos neutrales B y C.',
        '1 PV si vous contrôlez les deux objectifs neutres B et C.',
      ),
    ],
    material: [
      L(
        '6 objective markers: an objective A in each colour (red, blue), neutral B and C, and a 30 mm Supply Chest in each colour',
        '6 marcadores de objetivo: un objetivo A de cada color (rojo, azul), B y C neutrales, y un Cofre de suministros de 30 mm de cada color',
        '6 marqueurs d’objectif : un objectif A de chaque couleur (rouge, bleu), B et C neutres, et un Coffre de ravitaillement de 30 mm de chaque couleur',
      ),
    ],
    setup: [
      L('Deployment zones 10 strides deep.', 'Zonas de despliegue de 10 zancadas de fondo.', 'Zones de déploiement de 10 pas de profondeur.'),
      L(
        'Each Supply Chest inside its own zone, 8 strides from the battlefield edge and 15 strides from a side edge (opposite corners).',
        'Cada Cofre de suministros dentro de su zona, a 8 zancadas del borde del campo de batalla y a 15 de un borde lateral (esquinas opuestas).',
        'Chaque Coffre de ravitaillement dans sa zone, à 8 pas du bord du champ de bataille et à 15 pas d’un bord latéral (coins opposés).',
      ),
      L(
        'The A objectives on the centre axis, 20 strides from their edge and 16 strides apart.',
        'Los objetivos A sobre el eje central, a 20 zancadas de su borde y separados 16 zancadas.',
        'Les objectifs A sur l’axe central, à 20 pas de leur bord et espacés de 16 pas.',
      ),
      L(
        'B and C on the centre line, 13 strides from the side edges.',
        'B y C sobre la línea central, a 13 zancadas de los bordes laterales.',
        'B et C sur la ligne médiane, à 13 pas des bords latéraux.',
      ),
    ],
    rules: [
      L(
        'Supply Chest (30 mm marker at S): it works as an objective; each player starts controlling the chest of their own colour.',
        'Cofre de suministros (marcador de 30 mm en S): funciona como un objetivo; cada jugador empieza controlando el cofre de su color.',
        'Coffre de ravitaillement (marqueur de 30 mm en S) : il fonctionne comme un objectif ; chaque joueur commence en contrôlant le coffre de sa couleur.',
      ),
      L(
        'While you control your chest: once per round, right after one of your activations, pick another unit within 20 strides of an objective of your colour that you control; it activates for 1 action only, with no stress and no activation token.',
        'Mientras controles tu cofre: una vez por ronda, justo después de una de tus activaciones, elige otra unidad a 20 zancadas o menos de un objetivo de tu color que controles; se activa para 1 sola acción, sin estrés ni ficha de activación.',
        'Tant que vous contrôlez votre coffre : une fois par manche, juste après une de vos activations, choisissez une autre unité à 20 pas ou moins d’un objectif de votre couleur que vous contrôlez ; elle s’active pour 1 seule action, sans stress ni jeton d’activation.',
      ),
      L(
        'If the rival controls your chest at the end of a round, remove it.',
        'Si el rival controla tu cofre al final de una ronda, retíralo.',
        'Si l’adversaire contrôle votre coffre à la fin d’une manche, retirez-le.',
      ),
    ],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  'breached-front': {
    name: L('Breached Front', 'Frente roto', 'Front percé'),
    summary: L(
      'Four numbered objectives: the centre is worth the most, the east flank and the two coloured ones score too.',
      'Cuatro objetivos numerados: el central vale más, y el del flanco este y los dos de color también puntúan.',
      'Quatre objectifs numérotés : celui du centre rapporte le plus, celui du flanc est et les deux de couleur rapportent aussi.',
    ),
    scoring: [
      L('2 VP if you control the centre neutral objective (1).', '2 PV si controlas el objetivo neutral del centro (1).', '2 PV si vous contrôlez l’objectif neutre du centre (1).'),
      L('1 VP if you control the east neutral objective (2).', '1 PV si controlas el objetivo neutral del este (2).', '1 PV si vous contrôlez l’objectif neutre de l’est (2).'),
      L('1 VP if you control your own colour objective.', '1 PV si controlas el objetivo de tu color.', '1 PV si vous contrôlez l’objectif de votre couleur.'),
      L('1 VP if you control the rival’s colour objective.', '1 PV si controlas el objetivo del color del rival.', '1 PV si vous contrôlez l’objectif de la couleur adverse.'),
    ],
    material: [
      L(
        '4 objective markers numbered 1–4: 1 (centre) and 2 (east) neutral, 3 red, 4 blue',
        '4 marcadores de objetivo numerados del 1 al 4: 1 (centro) y 2 (este) neutrales, 3 rojo, 4 azul',
        '4 marqueurs d’objectif numérotés de 1 à 4 : 1 (centre) et 2 (est) neutres, 3 rouge, 4 bleu',
      ),
    ],
    setup: [
      L('Deployment zones 10 strides deep.', 'Zonas de despliegue de 10 zancadas de fondo.', 'Zones de déploiement de 10 pas de profondeur.'),
      L('Objective 1 in the centre.', 'El objetivo 1 en el centro.', 'L’objectif 1 au centre.'),
      L(
        'Objective 2 on the centre line, 6 strides from the east edge.',
        'El objetivo 2 sobre la línea central, a 6 zancadas del borde este.',
        'L’objectif 2 sur la ligne médiane, à 6 pas du bord est.',
      ),
      L(
        'The coloured objectives 16 strides from the nearer (top or bottom) edge and 14 strides from the west edge.',
        'Los objetivos de color a 16 zancadas del borde más cercano (superior o inferior) y a 14 del borde oeste.',
        'Les objectifs de couleur à 16 pas du bord le plus proche (haut ou bas) et à 14 pas du bord ouest.',
      ),
    ],
    rules: [],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  'ghosts-from-the-mist': {
    name: L('Ghosts from the Mist', 'Fantasmas de la niebla', 'Fantômes de la brume'),
    summary: L(
      'Four fog ghosts drift across the centre: push them into the rival’s half and bring them to your own objective.',
      'Cuatro fantasmas de niebla recorren el centro: empújalos a la mitad del rival y llévalos a tu propio objetivo.',
      'Quatre fantômes de brume errent au centre : poussez-les dans la moitié adverse et amenez-les à votre objectif.',
    ),
    scoring: [
      L(
        '1 VP if more fog ghosts are wholly in the rival’s half than in yours.',
        '1 PV si hay más fantasmas de niebla totalmente en la mitad del rival que en la tuya.',
        '1 PV s’il y a plus de fantômes de brume entièrement dans la moitié adverse que dans la vôtre.',
      ),
      L('1 VP if you control 3 or more fog ghosts.', '1 PV si controlas 3 o más fantasmas de niebla.', '1 PV si vous contrôlez 3 fantômes de brume ou plus.'),
      L('1 VP if you control at least 1 fog ghost.', '1 PV si controlas al menos 1 fantasma de niebla.', '1 PV si vous contrôlez au moins 1 fantôme de brume.'),
      L(
        '3 VP for each fog ghost you control within 3 strides of your colour’s objective; those ghosts are then removed.',
        '3 PV por cada fantasma de niebla que controles a 3 zancadas o menos del objetivo de tu color; después esos fantasmas se retiran.',
        '3 PV par fantôme de brume que vous contrôlez à 3 pas ou moins de l’objectif de votre couleur ; ces fantômes sont ensuite retirés.',
      ),
    ],
    material: [
      L(
        '4 generic objective markers (fog ghosts), on the centre line',
        '4 marcadores de objetivo genéricos (fantasmas de niebla), sobre la línea central',
        '4 marqueurs d’objectif génériques (fantômes de brume), sur la ligne médiane',
      ),
      L('2 coloured objective markers, one in each half', '2 marcadores de objetivo de color, uno en cada mitad', '2 marqueurs d’objectif de couleur, un dans chaque moitié'),
      L('1 event marker, on position 2 of the turn counter', '1 marcador de evento, en la casilla 2 del contador de turnos', '1 marqueur d’événement, sur la case 2 du compteur de tours'),
    ],
    setup: [],
    rules: [
      L(
        'Event (every 2 turn-counter positions, first at 2): starting with the initiative holder, each controller may move its fog ghosts to a point 5 strides away. A ghost placed next to an enemy unit makes it roll defence and take uncancelled hits as damage (how strong the ghost’s attack is is unconfirmed: the source text is garbled). A ghost placed next to a friendly unit lets that unit remove 1 stress.',
        'Evento (cada 2 casillas del contador de turnos, la primera en la 2): empezando por quien tiene la iniciativa, cada jugador puede mover los fantasmas que controla a un punto a 5 zancadas. Un fantasma colocado junto a una unidad enemiga la obliga a tirar defensa y a recibir como daño los impactos no cancelados (la fuerza del ataque del fantasma no está confirmada: el texto de origen está dañado). Un fantasma colocado junto a una unidad amiga permite a esa unidad quitarse 1 de estrés.',
        'Événement (toutes les 2 cases du compteur de tours, la première en 2) : en commençant par le joueur qui a l’initiative, chaque contrôleur peut déplacer ses fantômes de brume vers un point à 5 pas. Un fantôme placé à côté d’une unité ennemie lui fait lancer une défense et subir les touches non annulées en dégâts (la force de l’attaque du fantôme n’est pas confirmée : le texte source est illisible). Un fantôme placé à côté d’une unité amie permet à celle-ci de retirer 1 stress.',
      ),
    ],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  'sacred-land': {
    name: L('Sacred Land', 'Tierra sagrada', 'Terre sacrée'),
    summary: L(
      'Two sacred altars and three lesser altars: pray near them and make an offering to the deity.',
      'Dos altares sagrados y tres altares menores: reza junto a ellos y haz una ofrenda a la deidad.',
      'Deux autels sacrés et trois autels mineurs : priez près d’eux et faites une offrande à la divinité.',
    ),
    scoring: [
      L('1 VP if you control at least 2 lesser altars.', '1 PV si controlas al menos 2 altares menores.', '1 PV si vous contrôlez au moins 2 autels mineurs.'),
      L('1 VP if you control at least 1 sacred altar.', '1 PV si controlas al menos 1 altar sagrado.', '1 PV si vous contrôlez au moins 1 autel sacré.'),
      L(
        '1 VP if at least one of your units with a Prayer token is within 3 strides of a lesser altar.',
        '1 PV si al menos una de tus unidades con ficha de Oración está a 3 zancadas o menos de un altar menor.',
        '1 PV si au moins une de vos unités avec un jeton Prière est à 3 pas ou moins d’un autel mineur.',
      ),
      L(
        '2 VP if at least one of your units with a Prayer token and the High Command or Spellcaster characteristic is within 3 strides of a sacred altar.',
        '2 PV si al menos una de tus unidades con ficha de Oración y la característica Alto Mando o Lanzador de conjuros está a 3 zancadas o menos de un altar sagrado.',
        '2 PV si au moins une de vos unités avec un jeton Prière et la caractéristique Haut Commandement ou Lanceur de sorts est à 3 pas ou moins d’un autel sacré.',
      ),
      L(
        '3 VP once per game, when you have made the Deity Offering on both sacred altars.',
        '3 PV una vez por partida, cuando hayas hecho la Ofrenda a la deidad en los dos altares sagrados.',
        '3 PV une fois par partie, quand vous avez fait l’Offrande à la divinité sur les deux autels sacrés.',
      ),
    ],
    material: [
      L('2 objective markers (sacred altars)', '2 marcadores de objetivo (altares sagrados)', '2 marqueurs d’objectif (autels sacrés)'),
      L('3 objective markers (lesser altars)', '3 marcadores de objetivo (altares menores)', '3 marqueurs d’objectif (autels mineurs)'),
    ],
    setup: [],
    rules: [
      L(
        'Simple action Pray (within 3 strides of a lesser altar): the unit gets a Prayer token and +1 conquest until the end of the game; it can be repeated and adds up.',
        'Acción simple Rezar (a 3 zancadas o menos de un altar menor): la unidad recibe una ficha de Oración y +1 de conquista hasta el final de la partida; se puede repetir y se acumula.',
        'Action simple Prier (à 3 pas ou moins d’un autel mineur) : l’unité reçoit un jeton Prière et +1 en conquête jusqu’à la fin de la partie ; elle peut être répétée et se cumule.',
      ),
      L(
        'Command ability Deity Offering: usable during the activation of a unit within 3 strides of a sacred altar.',
        'Habilidad de mando Ofrenda a la deidad: se puede usar durante la activación de una unidad a 3 zancadas o menos de un altar sagrado.',
        'Capacité de commandement Offrande à la divinité : utilisable pendant l’activation d’une unité à 3 pas ou moins d’un autel sacré.',
      ),
    ],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  'rescue-mission': {
    name: L('Rescue Mission', 'Misión de rescate', 'Mission de sauvetage'),
    summary: L(
      'Reach your fallen comrades, keep the survivors safe, and take vengeance near the places of mourning.',
      'Llega hasta tus compañeros caídos, mantén a salvo a los supervivientes y véngate cerca de los lugares de duelo.',
      'Rejoignez vos camarades tombés, gardez les survivants en sécurité et vengez-vous près des lieux de deuil.',
    ),
    scoring: [
      L(
        '1 VP for each Fallen comrade marker you control.',
        '1 PV por cada marcador de Compañero caído que controles.',
        '1 PV par marqueur Camarade tombé que vous contrôlez.',
      ),
      L(
        '1 VP for each Survivor token on a friendly unit that is on the table and not engaged.',
        '1 PV por cada ficha de Superviviente en una unidad amiga que esté sobre la mesa y no esté trabada.',
        '1 PV par jeton Survivant sur une unité amie qui est sur la table et non engagée.',
      ),
      L(
        '1 VP for every 2 vengeance tokens carried by friendly units within 3 strides of Mournful sights markers of your colour; then discard those tokens.',
        '1 PV por cada 2 fichas de venganza que lleven unidades amigas a 3 zancadas o menos de marcadores de Visión luctuosa de tu color; después descarta esas fichas.',
        '1 PV par tranche de 2 jetons vengeance portés par des unités amies à 3 pas ou moins de marqueurs Vision funeste de votre couleur ; puis défaussez ces jetons.',
      ),
    ],
    material: [
      L('6 coloured objective markers (Fallen comrades)', '6 marcadores de objetivo de color (Compañeros caídos)', '6 marqueurs d’objectif de couleur (Camarades tombés)'),
      L('1 event marker, on position 5 of the turn counter', '1 marcador de evento, en la casilla 5 del contador de turnos', '1 marqueur d’événement, sur la case 5 du compteur de tours'),
      L(
        'Survivor tokens and vengeance tokens (a d6 can stand in)',
        'Fichas de Superviviente y fichas de venganza (sirve un d6)',
        'Jetons Survivant et jetons vengeance (un d6 peut les remplacer)',
      ),
    ],
    setup: [],
    rules: [
      L(
        'Event (position 5, once): every Fallen comrade marker becomes a Mournful sights marker of the same colour; then remove the event marker.',
        'Evento (casilla 5, una sola vez): cada marcador de Compañero caído se convierte en un marcador de Visión luctuosa del mismo color; después retira el marcador de evento.',
        'Événement (case 5, une seule fois) : chaque marqueur Camarade tombé devient un marqueur Vision funeste de la même couleur ; puis retirez le marqueur d’événement.',
      ),
      L(
        'Simple action Ensure survival (within 3 strides of a Fallen comrade marker of your colour): put a Survivor token on this unit or on a friendly unit within 8 strides, recover 1 trooper in that unit, and remove the marker.',
        'Acción simple Asegurar la supervivencia (a 3 zancadas o menos de un marcador de Compañero caído de tu color): pon una ficha de Superviviente en esta unidad o en una unidad amiga a 8 zancadas o menos, recupera 1 soldado en esa unidad y retira el marcador.',
        'Action simple Assurer la survie (à 3 pas ou moins d’un marqueur Camarade tombé de votre couleur) : placez un jeton Survivant sur cette unité ou sur une unité amie à 8 pas ou moins, récupérez 1 soldat dans cette unité et retirez le marqueur.',
      ),
      L(
        'A Survivor token is lost if its unit is destroyed; if an officer or support leaves the unit, choose who keeps it.',
        'Una ficha de Superviviente se pierde si su unidad es destruida; si un oficial o un apoyo abandona la unidad, elige quién se la queda.',
        'Un jeton Survivant est perdu si son unité est détruite ; si un officier ou un soutien quitte l’unité, choisissez qui le garde.',
      ),
      L(
        'Vengeance: your unit gets 1 token when it damages an enemy unit and 3 when it destroys one, up to 6 per unit; the unit may reroll up to that many attack dice.',
        'Venganza: tu unidad recibe 1 ficha cuando daña a una unidad enemiga y 3 cuando la destruye, hasta 6 por unidad; la unidad puede repetir hasta ese número de dados de ataque.',
        'Vengeance : votre unité reçoit 1 jeton quand elle blesse une unité ennemie et 3 quand elle en détruit une, jusqu’à 6 par unité ; l’unité peut relancer jusqu’à autant de dés d’attaque.',
      ),
    ],
    earlyEnd: [NO_UNIT_LEFT],
    notes: [],
  },

  track: {
    name: L('Track', 'Rastreo', 'Traque'),
    summary: L(
      'Your Characters follow a trail of vestiges across the battlefield to push your track meter to 4.',
      'Tus Personajes siguen un rastro de vestigios por el campo de batalla para llevar tu contador de rastreo a 4.',
      'Vos Personnages suivent une piste de vestiges à travers le champ de bataille pour mener votre compteur de traque à 4.',
    ),
    scoring: [
      L('4 AP at once when your meter reaches position 4.', '4 AP en el acto cuando tu contador llega a la casilla 4.', '4 PA immédiatement quand votre compteur atteint la case 4.'),
      L(
        'At that moment the rival scores AP equal to their own meter position minus 1.',
        'En ese momento el rival consigue tantos AP como la casilla de su propio contador menos 1.',
        'À ce moment, l’adversaire marque autant de PA que la case de son propre compteur moins 1.',
      ),
      L(
        'At the end of the game, if no meter reached 4, each company scores AP equal to its meter position.',
        'Al final de la partida, si ningún contador llegó a 4, cada compañía consigue tantos AP como la casilla de su contador.',
        'À la fin de la partie, si aucun compteur n’a atteint 4, chaque compagnie marque autant de PA que la case de son compteur.',
      ),
    ],
    material: [L('4 event tokens numbered 1 to 4', '4 fichas de evento numeradas del 1 al 4', '4 jetons d’événement numérotés de 1 à 4')],
    setup: [
      L(
        'The initiative winner takes event tokens 1 and 3; the rival takes 2 and 4.',
        'Quien gana la iniciativa toma las fichas de evento 1 y 3; el rival, la 2 y la 4.',
        'Le vainqueur de l’initiative prend les jetons d’événement 1 et 3 ; l’adversaire prend 2 et 4.',
      ),
      L(
        'One token per company starts on position 1 of the turn counter as its track meter.',
        'Una ficha de cada compañía empieza en la casilla 1 del contador de turnos como su contador de rastreo.',
        'Un jeton par compagnie commence sur la case 1 du compteur de tours comme compteur de traque.',
      ),
      L(
        'After all deployment (Scouts included), in deployment order, each company places its other token (its vestige) anywhere more than 10 strides from its own deployment zone.',
        'Tras todo el despliegue (Exploradores incluidos), en el orden de despliegue, cada compañía coloca su otra ficha (su vestigio) en cualquier punto a más de 10 zancadas de su propia zona de despliegue.',
        'Après tout le déploiement (Éclaireurs compris), dans l’ordre de déploiement, chaque compagnie place son autre jeton (son vestige) n’importe où à plus de 10 pas de sa propre zone de déploiement.',
      ),
    ],
    rules: [
      L(
        'Vestiges can be crossed, but a move cannot end on them (one source adds: nor can a unit be placed on them).',
        'Los vestigios se pueden atravesar, pero un movimiento no puede terminar sobre ellos (una fuente añade: tampoco se puede colocar una unidad encima).',
        'Les vestiges peuvent être traversés, mais un mouvement ne peut pas s’y terminer (une source ajoute : une unité ne peut pas non plus y être placée).',
      ),
      L(
        'Each company has its own meter and vestige and cannot interact with the rival’s.',
        'Cada compañía tiene su propio contador y su propio vestigio, y no puede interactuar con los del rival.',
        'Chaque compagnie a son propre compteur et son propre vestige, et ne peut pas interagir avec ceux de l’adversaire.',
      ),
      L(
        'A Character, or a unit with a joined Character, that ends its activation next to its own vestige may track it: WP test; Scouts and Ambushers add 1 orange die; in the switches step it may take 1 stress for +1 success.',
        'Un Personaje, o una unidad con un Personaje unido, que termina su activación adyacente a su propio vestigio puede rastrearlo: prueba de voluntad (WP); los Exploradores y Emboscadores añaden 1 dado naranja; en el paso de cambios puede recibir 1 de estrés para obtener +1 éxito.',
        'Un Personnage, ou une unité rejointe par un Personnage, qui finit son activation adjacent à son propre vestige peut le traquer : test de VOL ; les Éclaireurs et Embusqués ajoutent 1 dé orange ; à l’étape des variations, il peut prendre 1 stress pour +1 succès.',
      ),
      L(
        'A pass with 2 successes moves the meter up 1; the rival then moves the vestige to a point 15 strides from where it was (not on Impassable terrain).',
        'Superarla con 2 éxitos sube el contador 1 casilla; después el rival mueve el vestigio a un punto a 15 zancadas de donde estaba (no en terreno Infranqueable).',
        'Une réussite avec 2 succès fait monter le compteur de 1 ; l’adversaire déplace ensuite le vestige vers un point à 15 pas de sa position (pas sur un terrain Infranchissable).',
      ),
      L(
        'Newer source only: once a meter reaches 4, no unit may track any more.',
        'Solo en la fuente más reciente: en cuanto un contador llega a 4, ninguna unidad puede rastrear más.',
        'Seulement dans la source la plus récente : dès qu’un compteur atteint 4, plus aucune unité ne peut traquer.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  decapitation: {
    name: L('Decapitation', 'Decapitación', 'Décapitation'),
    summary: L(
      'Take out the rival’s commander and a marked contract while keeping your own commander alive.',
      'Elimina al comandante del rival y un contrato marcado mientras mantienes con vida a tu propio comandante.',
      'Éliminez le commandant adverse et un contrat désigné tout en gardant votre propre commandant en vie.',
    ),
    scoring: [
      L('2 AP if you eliminated the rival’s commander.', '2 AP si eliminaste al comandante del rival.', '2 PA si vous avez éliminé le commandant adverse.'),
      L('1 AP if your commander was not eliminated.', '1 AP si tu comandante no fue eliminado.', '1 PA si votre commandant n’a pas été éliminé.'),
      L('1 AP if you eliminated your contract.', '1 AP si eliminaste tu contrato.', '1 PA si vous avez éliminé votre contrat.'),
    ],
    material: [L('2 event tokens', '2 fichas de evento', '2 jetons d’événement')],
    setup: [],
    rules: [
      L(
        'Commander: must deploy in the deployment phase (not as a Scout or Ambusher) and cannot join a unit; if it is taken off the table for any reason, it is eliminated.',
        'Comandante: debe desplegar en la fase de despliegue (no como Explorador ni como Emboscador) y no puede unirse a una unidad; si sale de la mesa por cualquier motivo, queda eliminado.',
        'Commandant : il doit se déployer pendant la phase de déploiement (ni en Éclaireur ni en Embusqué) et ne peut pas rejoindre une unité ; s’il est retiré de la table pour une raison quelconque, il est éliminé.',
      ),
      L(
        'Contract: after all deployment (Scouts included), in deployment order, each company marks one rival unit that is not the commander (an event token on its card). If it is taken off the table for any reason, it is eliminated; with a joined Character, it is eliminated once the unit dies, whatever happens to the Character.',
        'Contrato: tras todo el despliegue (Exploradores incluidos), en el orden de despliegue, cada compañía marca una unidad rival que no sea el comandante (una ficha de evento en su carta). Si sale de la mesa por cualquier motivo, queda eliminada; con un Personaje unido, queda eliminada cuando muere la unidad, pase lo que pase con el Personaje.',
        'Contrat : après tout le déploiement (Éclaireurs compris), dans l’ordre de déploiement, chaque compagnie désigne une unité adverse qui n’est pas le commandant (un jeton d’événement sur sa carte). Si elle est retirée de la table pour une raison quelconque, elle est éliminée ; si un Personnage l’a rejointe, elle est éliminée quand l’unité meurt, quoi qu’il arrive au Personnage.',
      ),
      L(
        'If no enemy unit is deployed yet, choose at the end of the round, trying again at each round end; a demoralized unit cannot be chosen.',
        'Si todavía no hay ninguna unidad enemiga desplegada, elige al final de la ronda, volviendo a intentarlo al final de cada ronda; no se puede elegir una unidad desmoralizada.',
        'Si aucune unité ennemie n’est encore déployée, choisissez à la fin de la manche, en réessayant à chaque fin de manche ; une unité démoralisée ne peut pas être choisie.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  'the-rift': {
    name: L('The Rift', 'La grieta', 'La Faille'),
    summary: L(
      'Rifts of fog open on the battlefield: your Characters seal them to claim the fog markers.',
      'Se abren grietas de niebla en el campo de batalla: tus Personajes las sellan para hacerse con los marcadores de niebla.',
      'Des failles de brouillard s’ouvrent sur le champ de bataille : vos Personnages les scellent pour s’emparer des marqueurs de brouillard.',
    ),
    scoring: [
      L('2 AP for each fog marker you obtained.', '2 AP por cada marcador de niebla que hayas obtenido.', '2 PA par marqueur de brouillard que vous avez obtenu.'),
    ],
    material: [
      L('2 fog markers', '2 marcadores de niebla', '2 marqueurs de brouillard'),
      L('2 event tokens', '2 fichas de evento', '2 jetons d’événement'),
    ],
    setup: [],
    rules: [
      L(
        'After all deployment (Scouts included), in deployment order, each company places a fog marker more than 20 strides from its own deployment zone.',
        'Tras todo el despliegue (Exploradores incluidos), en el orden de despliegue, cada compañía coloca un marcador de niebla a más de 20 zancadas de su propia zona de despliegue.',
        'Après tout le déploiement (Éclaireurs compris), dans l’ordre de déploiement, chaque compagnie place un marqueur de brouillard à plus de 20 pas de sa propre zone de déploiement.',
      ),
      L(
        'These markers follow the Fog terrain rules and are Immovable.',
        'Estos marcadores siguen las reglas del terreno Niebla y son Inamovibles.',
        'Ces marqueurs suivent les règles du terrain Brouillard et sont Inamovibles.',
      ),
      L(
        'A Character, or a unit with a joined Character, that ends its activation next to a fog marker may start sealing it: WP test with the Character’s WP (Spellcaster Characters add 1 orange die); put an event token 6 positions after the current turn on the turn counter, then move it back 1 position per success.',
        'Un Personaje, o una unidad con un Personaje unido, que termina su activación adyacente a un marcador de niebla puede empezar a sellarlo: prueba de voluntad (WP) con la del Personaje (los Personajes Lanzadores de conjuros añaden 1 dado naranja); pon una ficha de evento 6 casillas por delante del turno actual en el contador de turnos y retrásala 1 casilla por éxito.',
        'Un Personnage, ou une unité rejointe par un Personnage, qui finit son activation adjacent à un marqueur de brouillard peut commencer à le sceller : test de VOL avec la VOL du Personnage (les Personnages Lanceurs de sorts ajoutent 1 dé orange) ; placez un jeton d’événement 6 cases après le tour en cours sur le compteur de tours, puis reculez-le d’une case par succès.',
      ),
      L(
        'The token is removed if the unit is no longer next to the marker or activates (the newer source adds: or if the Character is taken out of action or leaves the unit).',
        'La ficha se retira si la unidad deja de estar adyacente al marcador o se activa (la fuente más reciente añade: o si el Personaje queda fuera de combate o abandona la unidad).',
        'Le jeton est retiré si l’unité n’est plus adjacente au marqueur ou s’active (la source la plus récente ajoute : ou si le Personnage est mis hors de combat ou quitte l’unité).',
      ),
      L(
        'A rift that is already being sealed cannot be sealed by another unit.',
        'Una grieta que ya se está sellando no puede sellarla otra unidad.',
        'Une faille déjà en cours de scellement ne peut pas être scellée par une autre unité.',
      ),
      L(
        'When the token activates, the sealing company takes the fog marker off the battlefield.',
        'Cuando la ficha se activa, la compañía que sella retira el marcador de niebla del campo de batalla.',
        'Quand le jeton s’active, la compagnie qui scelle retire le marqueur de brouillard du champ de bataille.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  banner: {
    name: L('Banner', 'Estandarte', 'Bannière'),
    summary: L(
      'Each side gives its banner to one unit: wound the enemy with it to raise your glory, and never let it fall.',
      'Cada bando entrega su estandarte a una unidad: hiere al enemigo con ella para subir tu gloria y no dejes que caiga nunca.',
      'Chaque camp confie sa bannière à une unité : blessez l’ennemi avec elle pour faire monter votre gloire, et ne la laissez jamais tomber.',
    ),
    scoring: [
      L('1 AP if the rival lost its banner at some point.', '1 AP si el rival perdió su estandarte en algún momento.', '1 PA si l’adversaire a perdu sa bannière à un moment.'),
      L('1 AP if you never lost your banner.', '1 AP si nunca perdiste tu estandarte.', '1 PA si vous n’avez jamais perdu votre bannière.'),
      L('1 AP if both glory meters are on the same position.', '1 AP si los dos contadores de gloria están en la misma casilla.', '1 PA si les deux compteurs de gloire sont sur la même case.'),
      L(
        '2 AP if your glory meter is higher than the rival’s.',
        '2 AP si tu contador de gloria está más alto que el del rival.',
        '2 PA si votre compteur de gloire est plus haut que celui de l’adversaire.',
      ),
    ],
    material: [L('4 event tokens numbered 1 to 4', '4 fichas de evento numeradas del 1 al 4', '4 jetons d’événement numérotés de 1 à 4')],
    setup: [
      L(
        'The initiative winner takes tokens 1 and 3; the rival takes 2 and 4.',
        'Quien gana la iniciativa toma las fichas 1 y 3; el rival, la 2 y la 4.',
        'Le vainqueur de l’initiative prend les jetons 1 et 3 ; l’adversaire prend 2 et 4.',
      ),
      L(
        'One token per company starts on position 1 of the turn counter as its glory meter.',
        'Una ficha de cada compañía empieza en la casilla 1 del contador de turnos como su contador de gloria.',
        'Un jeton par compagnie commence sur la case 1 du compteur de tours comme compteur de gloire.',
      ),
      L(
        'After deployment, in deployment order, each company picks one deployed unit to carry its banner (token on its card). Sources differ on timing: after Scouts, or after Scouts and Ambushers.',
        'Tras el despliegue, en el orden de despliegue, cada compañía elige una unidad desplegada para llevar su estandarte (ficha en su carta). Las fuentes difieren en el momento: tras los Exploradores, o tras los Exploradores y los Emboscadores.',
        'Après le déploiement, dans l’ordre de déploiement, chaque compagnie choisit une unité déployée pour porter sa bannière (jeton sur sa carte). Les sources divergent sur le moment : après les Éclaireurs, ou après les Éclaireurs et les Embusqués.',
      ),
      L(
        'A Character carrying the banner cannot join a unit; a unit carrying the banner cannot have a joined Character.',
        'Un Personaje que lleva el estandarte no puede unirse a una unidad; una unidad que lleva el estandarte no puede tener un Personaje unido.',
        'Un Personnage porteur de la bannière ne peut pas rejoindre une unité ; une unité porteuse de la bannière ne peut pas être rejointe par un Personnage.',
      ),
    ],
    rules: [
      L(
        'Each wound the carrier inflicts moves your glory meter up 1; once it is on position 10, move the rival’s meter back instead (not below 1).',
        'Cada herida que causa la unidad portadora sube tu contador de gloria 1 casilla; cuando está en la casilla 10, retrasa en su lugar el contador del rival (nunca por debajo de 1).',
        'Chaque blessure infligée par le porteur fait monter votre compteur de gloire de 1 ; une fois sur la case 10, faites plutôt reculer le compteur adverse (jamais sous 1).',
      ),
      L(
        'Lost banner: if the carrier flees, dies or leaves the table, the banner is first set down next to its leader.',
        'Estandarte perdido: si la unidad portadora huye, muere o sale de la mesa, el estandarte se deja primero junto a su líder.',
        'Bannière perdue : si le porteur fuit, meurt ou quitte la table, la bannière est d’abord posée à côté de son leader.',
      ),
      L(
        'Simple action “Pick up banner”: any friendly unit next to a banner lying on the battlefield takes it.',
        'Acción simple «Recoger estandarte»: cualquier unidad amiga adyacente a un estandarte caído en el campo de batalla lo toma.',
        'Action simple « Ramasser la bannière » : toute unité amie adjacente à une bannière posée sur le champ de bataille la prend.',
      ),
    ],
    earlyEnd: [],
    notes: [],
  },

  resources: {
    name: L('Resources', 'Recursos', 'Ressources'),
    summary: L(
      'Send units far from your zone to gather resources and raise your resource meter toward 10.',
      'Envía unidades lejos de tu zona a reunir recursos y sube tu contador de recursos hacia el 10.',
      'Envoyez des unités loin de votre zone pour récolter des ressources et faire monter votre compteur vers 10.',
    ),
    scoring: [
      L('1 AP if your meter is on 4 or higher.', '1 AP si tu contador está en 4 o más.', '1 PA si votre compteur est sur 4 ou plus.'),
      L('1 AP if your meter is on 7 or higher.', '1 AP si tu contador está en 7 o más.', '1 PA si votre compteur est sur 7 ou plus.'),
      L('1 AP if your meter is on 10.', '1 AP si tu contador está en 10.', '1 PA si votre compteur est sur 10.'),
      L('1 AP if your meter is higher than the rival’s.', '1 AP si tu contador está más alto que el del rival.', '1 PA si votre compteur est plus haut que celui de l’adversaire.'),
    ],
    material: [L('2 event tokens', '2 fichas de evento', '2 jetons d’événement')],
    setup: [
      L(
        'The initiative winner takes token 1 and the rival token 2; both start on position 1 of the turn counter as resource meters.',
        'Quien gana la iniciativa toma la ficha 1 y el rival la 2; ambas empiezan en la casilla 1 del contador de turnos como contadores de recursos.',
        'Le vainqueur de l’initiative prend le jeton 1 et l’adversaire le jeton 2 ; tous deux commencent sur la case 1 du compteur de tours comme compteurs de ressources.',
      ),
    ],
    rules: [
      L(
        'A unit more than 12 strides from its own deployment zone and not engaged may take 1 stress at the end of its activation to gather, rolling dice by its troop count (Support counts; in the 1.6 French text, an Officer too).',
        'Una unidad a más de 12 zancadas de su propia zona de despliegue y que no esté trabada puede recibir 1 de estrés al final de su activación para reunir recursos, tirando dados según su número de tropas (el Apoyo cuenta; en el texto francés de la 1.6, también un Oficial).',
        'Une unité à plus de 12 pas de sa propre zone de déploiement et non engagée peut prendre 1 stress à la fin de son activation pour récolter, en lançant des dés selon son nombre de troupes (le Soutien compte ; dans le texte français 1.6, un Officier aussi).',
      ),
      L(
        'Dice: 1 troop rolls yellow; 2–3 troops roll yellow + orange; 4 or more troops roll yellow + orange + red.',
        'Dados: 1 tropa tira amarillo; 2–3 tropas tiran amarillo + naranja; 4 o más tropas tiran amarillo + naranja + rojo.',
        'Dés : 1 troupe lance jaune ; 2–3 troupes lancent jaune + orange ; 4 troupes ou plus lancent jaune + orange + rouge.',
      ),
      L(
        'Each success moves the meter up 1; once it is on position 10, move the rival’s meter back instead (not below 1).',
        'Cada éxito sube el contador 1 casilla; cuando está en la casilla 10, retrasa en su lugar el contador del rival (nunca por debajo de 1).',
        'Chaque succès fait monter le compteur de 1 ; une fois sur la case 10, faites plutôt reculer le compteur adverse (jamais sous 1).',
      ),
      L('A company gathers at most once per turn.', 'Una compañía reúne recursos como mucho una vez por turno.', 'Une compagnie récolte au plus une fois par tour.'),
    ],
    earlyEnd: [],
    notes: [],
  },
};

/** Shown with every mission's map set-up lines. */
export const MAP_SETUP_NOTE: Localised = MAP_NOTE;
