/** The changelog dialog (lazy): the raw text of /CHANGELOG.md, or SPEC's failure text. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Dialog, LoadingBlock } from '../../ui';
import { fetchChangelog, type ChangelogText } from './changelogSource';

export default function ChangelogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const [changelog, setChangelog] = useState<ChangelogText | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setChangelog(null);
    void fetchChangelog().then((result) => live && setChangelog(result));
    return () => {
      live = false;
    };
  }, [open]);

  const text = changelog && (changelog.ok ? changelog.text : `${t('changelog.failedHeading')}\n\n${t('changelog.failed')}`);
  return (
    <Dialog open={open} onClose={onClose} title={t('changelog.title')} wide testId="changelog-dialog">
      {text === null ? <LoadingBlock /> : <pre className="changelog-text" data-testid="changelog-text">{text}</pre>}
    </Dialog>
  );
}
