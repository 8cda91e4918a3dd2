/** A public source a rule or reason cites, by a short title in brackets. */
export interface AdviceSource {
  /** The short title reasons cite it by: `[FC model storage guide]`. */
  readonly title: string;
  /** Where to read it. */
  readonly url: string;
}

/**
 * The source every platform's internet strategy cites: Google's GPU guidance is the one that says
 * what loading a model from the internet is like. Each platform lists it among its sources.
 */
export const INTERNET_SOURCE: AdviceSource = {
  title: 'Cloud Run GPU best practices',
  url: 'https://cloud.google.com/run/docs/configuring/services/gpu-best-practices',
};

/** A citation for a reason: ` [title]`. */
export function cite(source: AdviceSource): string {
  return `[${source.title}]`;
}

/** The sources cited in some texts, in the order of the platform's list. */
export function citedSources(texts: string[], sources: readonly AdviceSource[]): AdviceSource[] {
  const all = texts.join('\n');
  return sources.filter((s) => all.includes(cite(s)));
}
