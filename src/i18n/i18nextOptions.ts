/**
 * Parameter names i18next reads as options of a `t` call, not as values for the text: a call
 * with any of them always goes to i18next (useTranslation's fast path, cachedText's templates).
 */
export const I18NEXT_OPTIONS: ReadonlySet<string> = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'nsSeparator',
  'keySeparator',
]);
