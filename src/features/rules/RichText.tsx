import { isHtmlContent } from '../../domain/html';
import { SanitizedHtml } from '../../ui/SanitizedHtml';

/** Rules, FAQ or mission text: sanitised HTML when it has tags, else plain paragraphs. */
export function RichText({ text, className }: { text: string; className?: string }) {
  if (isHtmlContent(text)) return <SanitizedHtml html={text} className={['rich-text', className].filter(Boolean).join(' ')} />;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')}>
      {text
        .split(/\n{2,}|\r?\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
