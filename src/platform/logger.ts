/**
 * The one logger (STYLE.md "Errors"): levels plus a context object, so a silent fallback
 * still leaves a trace. Tests may replace the sink to assert on warnings.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogSink = (level: LogLevel, message: string, context?: Record<string, unknown>) => void;

/* eslint-disable no-console */
const consoleSink: LogSink = (level, message, context) => {
  const fn = level === 'debug' ? console.debug : level === 'info' ? console.info : level === 'warn' ? console.warn : console.error;
  if (context === undefined) fn(`[warcrow] ${message}`);
  else fn(`[warcrow] ${message}`, context);
};
/* eslint-enable no-console */

let sink: LogSink = consoleSink;

export function setLogSink(next: LogSink | null): void {
  sink = next ?? consoleSink;
}

export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => sink('debug', message, context),
  info: (message: string, context?: Record<string, unknown>) => sink('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => sink('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => sink('error', message, context),
};
