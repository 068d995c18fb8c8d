import { highlightSegments } from '../../domain/highlight';

/** Text with the search term (or terms) marked; built from segments, never from HTML. */
export function Highlighted({ text, term }: { text: string; term: string | readonly string[] }) {
  return (
    <>
      {highlightSegments(text, term).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}
