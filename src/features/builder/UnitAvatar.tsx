import { memo, useState } from 'react';
import { PORTRAIT_SIZE_PX } from '../../domain/constants';
import { portraitPath } from '../../domain/images';
import { hasFailed, markFailed, usePortraitArt } from './artCache';

/** Up to two initials: "Njord the Merciless" → "NM", "Alula" → "AL". */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter((w) => w.length > 0 && w[0] === w[0]?.toUpperCase());
  const picked = words.length >= 2 ? [words[0], words[words.length - 1]] : [words[0] ?? name];
  const text = picked.length === 1 ? (picked[0] ?? '').slice(0, 2) : picked.map((w) => (w ?? '').charAt(0)).join('');
  return text.toUpperCase();
}

/** The unit's portrait when the art exists, else its initials on the faction's colour (64 × 64). */
export const UnitAvatar = memo(function UnitAvatar({ name, slug, factionId, alt }: { name: string; slug: string; factionId: string; alt: string }) {
  const url = portraitPath(slug);
  const portraits = usePortraitArt(url);
  const [status, setStatus] = useState<'trying' | 'loaded' | 'failed'>(() => (hasFailed(url) ? 'failed' : 'trying'));
  const showImage = portraits && status !== 'failed';
  const style = { width: PORTRAIT_SIZE_PX, height: PORTRAIT_SIZE_PX, '--avatar-colour': `var(--faction-${factionId}, var(--faction-unknown))` } as React.CSSProperties;
  return (
    <span className="unit-avatar" style={style} role="img" aria-label={alt} data-avatar={showImage && status === 'loaded' ? 'image' : 'generated'}>
      {!(showImage && status === 'loaded') && (
        <span className="unit-avatar__initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      {showImage && (
        <img
          src={url}
          alt=""
          width={PORTRAIT_SIZE_PX}
          height={PORTRAIT_SIZE_PX}
          loading="lazy"
          decoding="async"
          className={status === 'loaded' ? 'unit-avatar__img' : 'unit-avatar__img unit-avatar__img--pending'}
          onLoad={() => setStatus('loaded')}
          onError={() => {
            markFailed(url);
            setStatus('failed');
          }}
        />
      )}
    </span>
  );
});
