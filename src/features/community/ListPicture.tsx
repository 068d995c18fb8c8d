import { memo, useState } from 'react';
import { initials } from '../builder/UnitAvatar';

/**
 * A community list's picture: its image_url when that loads, else a generated picture (the
 * list's initials on its faction's colour), so a card never shows a broken image.
 */
export const ListPicture = memo(function ListPicture({ url, name, factionId, alt }: { url: string | null; name: string; factionId: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== '' && failedUrl !== url;
  const style = { '--avatar-colour': `var(--faction-${factionId}, var(--faction-unknown))` } as React.CSSProperties;
  return (
    <span className="list-picture" style={style} role="img" aria-label={alt} data-picture={showImage ? 'image' : 'generated'}>
      {showImage ? (
        <img src={url} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
      ) : (
        <span className="list-picture__initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
    </span>
  );
});
