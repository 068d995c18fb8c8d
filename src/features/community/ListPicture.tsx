import { memo, useState } from 'react';
import { safeUserUrl } from '../../domain/urls';
import { initials } from '../builder/UnitAvatar';

/**
 * A community list's picture: its image_url when that loads, else a generated picture (the
 * list's initials on its faction's colour), so a card never shows a broken image. Only an
 * https: URL or a path on the app is ever loaded (src/domain/urls.ts): a stored `/\host/x.png`
 * that a browser would fetch from another host gets the generated picture instead.
 */
export const ListPicture = memo(function ListPicture({ url: given, name, factionId, alt }: { url: string | null; name: string; factionId: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = safeUserUrl(given);
  const showImage = url !== null && failedUrl !== url;
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
