/**
 * The unit card dialog (SPEC.md 2, 4 "Card image loading"). It tries the card art
 * (/art/card/{slug}_card_{en|sp|fr}.jpg, then .png); after 2 failures it says "Image not
 * available" / "Please try again later" and shows a card generated from the unit's data in
 * the current language. Print Card prints whichever is shown at 3.15 × 4.72 in.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { factionName, keywordLabel, unitName } from '../../domain/catalogue';
import { useFactions } from '../../db/hooks/useFactions';
import { nextCardImage } from '../../domain/images';
import { formatNumber } from '../../domain/format';
import type { Language, Unit } from '../../domain/types';
import { Button, Dialog, Spinner, notify } from '../../ui';
import { hasFailed, markFailed } from './artCache';
import { buildCardPrintDocument, openPrintWindow, type CardPrintData } from './printWindow';
import type { TermLookup } from './useRuleTexts';

function firstUntried(slug: string, language: Language): { url: string | null; failures: number } {
  let failures = 0;
  for (;;) {
    const url = nextCardImage(slug, language, failures);
    if (url === null || !hasFailed(url)) return { url, failures };
    failures += 1;
  }
}

function CardImage({ unit, language, onLoaded }: { unit: Unit; language: Language; onLoaded: (url: string | null) => void }) {
  const { t } = useTranslation(['builder']);
  const [attempt, setAttempt] = useState(() => firstUntried(unit.slug, language));
  const [loaded, setLoaded] = useState(false);
  if (attempt.url === null) {
    return (
      <p className="card-image__unavailable" role="status" data-testid="card-image-unavailable">
        <strong>{t('builder:card.imageUnavailable')}</strong> <span>{t('builder:card.tryLater')}</span>
      </p>
    );
  }
  const url = attempt.url;
  return (
    <div className={loaded ? 'card-image card-image--loaded' : 'card-image'}>
      {!loaded && (
        <span className="card-image__loading" role="status">
          <Spinner /> <span>{t('builder:card.loading')}</span>
        </span>
      )}
      <img
        key={url}
        src={url}
        alt={t('builder:card.imageAlt', { name: unitName(unit, language) })}
        onLoad={() => {
          setLoaded(true);
          onLoaded(url);
        }}
        onError={() => {
          markFailed(url);
          setAttempt((a) => {
            const failures = a.failures + 1;
            return { url: nextCardImage(unit.slug, language, failures), failures };
          });
        }}
      />
    </div>
  );
}

interface CardModel {
  name: string;
  subtitle: string;
  stats: Array<{ label: string; value: string }>;
  sections: Array<{ heading: string; text?: string; terms?: Array<{ term: string; description: string }> }>;
}

function useCardModel(unit: Unit, language: Language, terms: TermLookup): CardModel {
  const { t } = useTranslation(['builder']);
  const faction = useFactions()?.find((f) => f.id === unit.faction_id);
  const describe = (name: string, value?: string) => {
    const term = terms(name, value);
    return { term: term.label, description: term.description ?? t('builder:terms.noDescription') };
  };
  const sections: CardModel['sections'] = [];
  if (unit.characteristics.length > 0) {
    sections.push({ heading: t('builder:unit.characteristics'), text: unit.characteristics.map((c) => terms(c).label).join(' · ') });
  }
  if (unit.keywords.length > 0) {
    sections.push({ heading: t('builder:unit.keywords'), terms: unit.keywords.map((k) => describe(k.name, k.value)) });
  }
  if (unit.specialRules.length > 0) {
    const keywordNames = new Set(unit.keywords.map((k) => keywordLabel(k).toLowerCase()));
    const rules = unit.specialRules.filter((r) => !keywordNames.has(keywordLabel(r).toLowerCase()));
    if (rules.length > 0) sections.push({ heading: t('builder:unit.specialRules'), terms: rules.map((r) => describe(r.name, r.value)) });
  }
  return {
    name: unitName(unit, language),
    subtitle: [t(`builder:unit.type.${unit.type}`), unit.highCommand ? t('builder:unit.highCommand') : null, faction ? factionName(faction, language) : unit.faction].filter(Boolean).join(' · '),
    stats: [
      { label: t('builder:card.points'), value: formatNumber(unit.pointsCost, language) },
      { label: t('builder:card.command'), value: String(unit.command) },
      { label: t('builder:card.availability'), value: String(unit.availability) },
    ],
    sections,
  };
}

function GeneratedCard({ model, factionId }: { model: CardModel; factionId: string }) {
  const { t } = useTranslation(['builder']);
  return (
    <article className="generated-card" style={{ '--card-colour': `var(--faction-${factionId}, var(--faction-unknown))` } as React.CSSProperties} data-testid="generated-card">
      <header className="generated-card__head">
        <h3>{model.name}</h3>
        <p>{model.subtitle}</p>
      </header>
      <dl className="generated-card__stats">
        {model.stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <div className="generated-card__body">
        {model.sections.map((section) => (
          <section key={section.heading}>
            <h4>{section.heading}</h4>
            {section.text && <p>{section.text}</p>}
            {section.terms && (
              <dl className="generated-card__terms">
                {section.terms.map((x) => (
                  <div key={x.term}>
                    <dt>{x.term}</dt>
                    <dd>{x.description}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
      </div>
      <p className="generated-card__note">{t('builder:card.generatedNote')}</p>
    </article>
  );
}

export function UnitCardDialog({ unit, language, terms, onClose }: { unit: Unit; language: Language; terms: TermLookup; onClose: () => void }) {
  const { t } = useTranslation(['builder', 'common']);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const model = useCardModel(unit, language, terms);

  const handlePrint = () => {
    const colour = getComputedStyle(document.documentElement).getPropertyValue(`--faction-${unit.faction_id}`).trim() || '#5b6270';
    const data: CardPrintData = {
      title: model.name,
      lang: language,
      imageUrl: imageUrl ? new URL(imageUrl, location.origin).href : null,
      name: model.name,
      subtitle: model.subtitle,
      colour,
      stats: model.stats,
      sections: model.sections,
    };
    if (!openPrintWindow((doc) => buildCardPrintDocument(doc, data))) notify.error(t('builder:share.printFailed'));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={model.name}
      wide
      testId="unit-card-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <Button variant="primary" onClick={handlePrint}>
            {t('builder:card.print')}
          </Button>
        </>
      }
    >
      <div className="card-dialog">
        <CardImage unit={unit} language={language} onLoaded={setImageUrl} />
        {!imageUrl && <GeneratedCard model={model} factionId={unit.faction_id} />}
      </div>
    </Dialog>
  );
}
