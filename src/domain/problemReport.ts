/**
 * "Report a problem" (issue 16): a mailto: link whose subject and body carry what a maintainer
 * needs to reproduce a problem (app version, catalogue data version, language, browser, the
 * screen) and, only when the player agreed, the share link of the list they were working on.
 * Pure: the screen passes the words in the player's language.
 */
export interface ProblemReportFacts {
  appVersion: string;
  dataVersion: string;
  language: string;
  browser: string;
  screen: string;
  /** Only when the player ticked the box. */
  listLink?: string | null;
}

export interface ProblemReportWords {
  subject: string;
  /** The lines the player fills in, above the facts. */
  intro: string;
  appVersion: string;
  dataVersion: string;
  language: string;
  browser: string;
  screen: string;
  listLink: string;
}

/** Longest mailto: URL we build; mail apps and browsers cut longer ones (the list link is left out first). */
export const MAX_MAILTO_LENGTH = 2000;

export function problemReportBody(facts: ProblemReportFacts, words: ProblemReportWords): string {
  const lines = [
    words.intro,
    '',
    '---',
    `${words.appVersion}: ${facts.appVersion}`,
    `${words.dataVersion}: ${facts.dataVersion}`,
    `${words.language}: ${facts.language}`,
    `${words.browser}: ${facts.browser}`,
    `${words.screen}: ${facts.screen}`,
  ];
  if (facts.listLink) lines.push(`${words.listLink}: ${facts.listLink}`);
  return lines.join('\n');
}

export function problemReportMailto(address: string, facts: ProblemReportFacts, words: ProblemReportWords): string {
  const build = (f: ProblemReportFacts) =>
    `mailto:${address}?subject=${encodeURIComponent(words.subject)}&body=${encodeURIComponent(problemReportBody(f, words))}`;
  const full = build(facts);
  return full.length <= MAX_MAILTO_LENGTH || !facts.listLink ? full : build({ ...facts, listLink: null });
}
