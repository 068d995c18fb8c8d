/**
 * "Share Your Army List" (SPEC.md 2 "Post dialog", 4 "Posting to community", 5 "Posting").
 * Opened from the builder's Post to Community button (loaded on demand). The form is kept as
 * a local draft (drafts 'postForm', plus the editing copy 'sharedListEdit') while it is filled
 * in and restored on reopen; both are cleared once the post is written. Posting writes the
 * player's shared list and its outbox entry locally (postSharedList) and asks sync to push;
 * offline it waits in the outbox and is published when the device is back online.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { useAuth } from '../../auth/authStore';
import { useFeatureSwitches } from '../../auth/featureSwitches';
import { formatNumber } from '../../domain/format';
import { unitName, unitNameLang } from '../../domain/catalogue';
import { imageSlug, portraitPath } from '../../domain/images';
import { computeTotals } from '../../domain/lists';
import type { FactionId, Language, SelectedUnit, SharedList } from '../../domain/types';
import { AppError } from '../../db/errors';
import { discardPostDrafts, getDraft, keepDraft } from '../../db/repositories/drafts';
import {
  findOwnPost,
  isValidPostImage,
  postSharedList,
  POST_AUTH_REQUIRED,
  POST_EMPTY_LIST,
  POST_IMAGE_INVALID,
  POST_NAME_REQUIRED,
  SHARED_LIST_DESCRIPTION_MAX,
  SHARED_LIST_NAME_MAX,
  TOURNAMENT_NAME_MAX,
} from '../../db/repositories/sharedLists';
import type { PostFormDraft } from '../../db/types';
import { Badge, Button, Dialog, notify } from '../../ui';
import { ListPicture } from './ListPicture';
import './community.css';

/** How long the form waits after a keystroke before keeping the draft. */
const DRAFT_SAVE_DELAY_MS = 300;

export interface PostDialogProps {
  onClose: () => void;
  name: string;
  factionId: FactionId | 'unknown';
  factionLabel: string;
  units: readonly SelectedUnit[];
  language: Language;
  /** The catalogue dataVersion that priced the units; the post records it (issue 10). */
  dataVersion?: string | null;
  /**
   * Editing one of the player's posts from "My posts" (issue 15): the form starts from it and
   * no draft is read or kept (the builder's own post draft stays as it was).
   */
  editing?: SharedList;
}

interface PictureOption {
  key: string;
  url: string;
  label: string;
  isHighCommand: boolean;
}

/** Portraits of the selected units: high command first, then alphabetical (SPEC.md 2). */
export function pictureOptions(units: readonly SelectedUnit[], language: Language): PictureOption[] {
  const seen = new Set<string>();
  const options: PictureOption[] = [];
  for (const unit of units) {
    if (unit.quantity <= 0 || seen.has(unit.id)) continue;
    seen.add(unit.id);
    const url = unit.imageUrl && isValidPostImage(unit.imageUrl) ? unit.imageUrl : portraitPath(imageSlug(unit.name));
    options.push({ key: unit.id, url, label: unitName(unit, language), isHighCommand: unit.highCommand });
  }
  return options.sort((a, b) => Number(b.isHighCommand) - Number(a.isHighCommand) || a.label.localeCompare(b.label, language));
}

type Problem = typeof POST_AUTH_REQUIRED | typeof POST_NAME_REQUIRED | typeof POST_EMPTY_LIST;

const isOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

function requestPush(): void {
  import('../../../sync/requestSync')
    .then(({ requestSync }) => requestSync())
    .catch((error: unknown) => logger.warn('Could not ask sync to push a community post', { error: String(error) }));
}

export function PostDialog({ onClose, name, factionId, factionLabel, units, language, dataVersion = null, editing }: PostDialogProps) {
  const { t } = useTranslation('community');
  // Admins can pause posting (/admin/dev-options); the server refuses a post then, so the dialog says so first.
  const postingPaused = useFeatureSwitches((switches) => switches.communityPosting === 'off');
  const auth = useAuth();
  const [form, setForm] = useState<PostFormDraft | null>(null);
  const [customUrl, setCustomUrl] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isPosting, setIsPosting] = useState(false);
  const isDone = useRef(false);

  const chosenUnits = useMemo(() => units.filter((u) => u.quantity > 0), [units]);
  const options = useMemo(() => pictureOptions(chosenUnits, language), [chosenUnits, language]);
  const totals = computeTotals(chosenUnits);

  // Restore the draft once on open; else, when this list is already posted, start from what the
  // player wrote on that post (description, picture, type, tournament: issue 15); else from the
  // builder's list.
  useEffect(() => {
    let live = true;
    const warn = (what: string) => (error: unknown) => {
      logger.warn(what, { error: String(error) });
      return null;
    };
    const draft = editing ? Promise.resolve(null) : getDraft('postForm').catch(warn('Could not read the post draft'));
    const earlier = editing ? Promise.resolve(editing) : findOwnPost(name).catch(warn('Could not read the earlier post'));
    Promise.all([draft, earlier])
      .then(([draft, posted]) => {
        if (!live) return;
        if (draft) return setForm(draft);
        if (posted) {
          return setForm({
            postName: posted.name,
            description: posted.description ?? '',
            selectedImage: posted.image_url,
            isTournamentList: posted.is_tournament_list,
            tournamentName: posted.tournament_name ?? '',
          });
        }
        setForm({ postName: name, description: '', selectedImage: null, isTournamentList: false, tournamentName: '' });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on open
  }, []);

  // Pick the first high command unit's portrait when nothing is chosen yet.
  useEffect(() => {
    if (!form || form.selectedImage !== null) return;
    const first = options.find((o) => o.isHighCommand);
    if (first) setForm({ ...form, selectedImage: first.url });
  }, [form, options]);

  // Keep the draft and the editing copy while the form is filled in (and when it closes).
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!form) return;
    const save = () => {
      unsaved.current = null;
      if (isDone.current || editing) return;
      Promise.all([
        keepDraft('postForm', form),
        keepDraft('sharedListEdit', {
          name: form.postName,
          faction: factionId,
          units: [...chosenUnits],
          description: form.description,
          image_url: form.selectedImage,
          is_tournament_list: form.isTournamentList,
          tournament_name: form.isTournamentList ? form.tournamentName : null,
        }),
      ]).catch((error: unknown) => logger.warn('Could not keep the post draft', { error: String(error) }));
    };
    unsaved.current = save;
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, factionId, chosenUnits, editing]);
  useEffect(() => () => unsaved.current?.(), []);

  const update = (patch: Partial<PostFormDraft>) => setForm((current) => (current ? { ...current, ...patch } : current));

  const customIsChosen = form?.selectedImage != null && !options.some((o) => o.url === form.selectedImage);

  const handleAddImage = () => {
    const value = customUrl.trim();
    if (value === '') {
      setCustomError(t('validation.imageBlank'));
      return;
    }
    if (!/^https:\/\//i.test(value) || !isValidPostImage(value)) {
      setCustomError(t('validation.imageInvalid'));
      return;
    }
    setCustomError(null);
    setCustomUrl('');
    update({ selectedImage: value });
  };

  const handleShare = async () => {
    if (!form || isPosting || postingPaused) return;
    const firstProblem: Problem | null = auth.isAuthenticated !== true ? POST_AUTH_REQUIRED : form.postName.trim() === '' ? POST_NAME_REQUIRED : chosenUnits.length === 0 ? POST_EMPTY_LIST : null;
    setProblem(firstProblem);
    if (firstProblem) return;
    setIsPosting(true);
    try {
      const { isUpdate } = await postSharedList({
        name: form.postName,
        faction: factionId,
        units: chosenUnits,
        description: form.description,
        imageUrl: form.selectedImage,
        isTournamentList: form.isTournamentList,
        tournamentName: form.tournamentName,
        dataVersion,
      });
      isDone.current = true;
      if (!editing) await discardPostDrafts().catch((error: unknown) => logger.warn('Could not clear the post draft', { error: String(error) }));
      const key = isUpdate ? 'toast.updated' : 'toast.shared';
      notify.success(t(`${key}.title`), t(`${key}.text`));
      if (isOnline()) requestPush();
      else notify.info(t('post.queuedOffline'));
      onClose();
    } catch (error) {
      if (error instanceof AppError && (error.code === POST_AUTH_REQUIRED || error.code === POST_NAME_REQUIRED || error.code === POST_EMPTY_LIST)) {
        setProblem(error.code);
      } else if (error instanceof AppError && error.code === POST_IMAGE_INVALID) {
        setCustomError(t('validation.imageInvalid'));
      } else {
        logger.error('Posting a list to the community failed', { error: String(error) });
        notify.error(t('toast.failed.title'), t('toast.failed.text'));
      }
      setIsPosting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('post.title')}
      wide
      testId="post-dialog"
      footer={
        <>
          <Button onClick={onClose} disabled={isPosting}>
            {t('post.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void handleShare()} disabled={!form || isPosting || postingPaused} data-testid="post-share">
            {isPosting ? t('post.posting') : t('post.share')}
          </Button>
        </>
      }
    >
      {form && (
        <form
          className="post-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            void handleShare();
          }}
        >
          {postingPaused && (
            <div className="banner banner--warning" role="status" data-testid="post-paused">
              <strong>{t('post.paused.title')}</strong>
              <p>{t('post.paused.text')}</p>
            </div>
          )}
          {problem && (
            <div className="banner banner--danger" role="alert" data-testid="post-problem">
              <strong>{t(`validation.${problem}.title`)}</strong>
              <p>{t(`validation.${problem}.text`)}</p>
            </div>
          )}
          <div className="field">
            <label htmlFor="post-name">{t('post.nameLabel')}</label>
            <input
              id="post-name"
              className="input"
              value={form.postName}
              maxLength={SHARED_LIST_NAME_MAX}
              placeholder={t('post.namePlaceholder')}
              onChange={(event) => update({ postName: event.target.value })}
              data-testid="post-name"
            />
          </div>
          <div className="field">
            <label htmlFor="post-faction">{t('post.factionLabel')}</label>
            <input id="post-faction" className="input" value={factionLabel} readOnly data-testid="post-faction" />
          </div>
          <div className="field">
            <label htmlFor="post-description">{t('post.descriptionLabel')}</label>
            <textarea
              id="post-description"
              className="textarea"
              rows={3}
              value={form.description}
              maxLength={SHARED_LIST_DESCRIPTION_MAX}
              placeholder={t('post.descriptionPlaceholder')}
              onChange={(event) => update({ description: event.target.value })}
              data-testid="post-description"
            />
          </div>

          <fieldset className="field">
            <legend>{t('post.pictureLabel')}</legend>
            {options.length === 0 && !customIsChosen ? (
              <p className="muted">{t('post.pictureNone')}</p>
            ) : (
              <div className="post-dialog__pictures" role="radiogroup" aria-label={t('post.pictureLabel')}>
                {options.map((option) => (
                  <button
                    key={option.key}
                    type="button"
                    role="radio"
                    aria-checked={form.selectedImage === option.url}
                    className="post-dialog__picture"
                    onClick={() => update({ selectedImage: option.url })}
                    data-testid="post-picture"
                    data-url={option.url}
                  >
                    <ListPicture url={option.url} name={option.label} factionId={factionId} alt="" />
                    <span>
                      {option.label} {option.isHighCommand && <Badge tone="warning">{t('post.highCommandMark')}</Badge>}
                    </span>
                  </button>
                ))}
                {customIsChosen && form.selectedImage && (
                  <button type="button" role="radio" aria-checked className="post-dialog__picture" data-testid="post-picture" data-url={form.selectedImage}>
                    <ListPicture url={form.selectedImage} name={form.postName || name} factionId={factionId} alt="" />
                    <span>{t('post.customImage')}</span>
                  </button>
                )}
              </div>
            )}
            <div className="post-dialog__custom">
              <div className="field">
                <label htmlFor="post-custom-image">{t('post.customImageLabel')}</label>
                <input
                  id="post-custom-image"
                  className="input"
                  type="url"
                  inputMode="url"
                  value={customUrl}
                  placeholder={t('post.customImagePlaceholder')}
                  onChange={(event) => setCustomUrl(event.target.value)}
                  data-testid="post-custom-image"
                />
              </div>
              <Button type="button" onClick={handleAddImage} data-testid="post-add-image">
                {t('post.addImage')}
              </Button>
            </div>
            {customError && (
              <p className="field__error" role="alert" data-testid="post-image-error">
                {customError}
              </p>
            )}
          </fieldset>

          <fieldset className="field">
            <legend>{t('post.typeLabel')}</legend>
            <div className="post-dialog__radios">
              <label>
                <input type="radio" name="post-type" checked={!form.isTournamentList} onChange={() => update({ isTournamentList: false })} data-testid="post-type-casual" />{' '}
                {t('post.casual')}
              </label>
              <label>
                <input type="radio" name="post-type" checked={form.isTournamentList} onChange={() => update({ isTournamentList: true })} data-testid="post-type-tournament" />{' '}
                {t('post.tournament')}
              </label>
            </div>
          </fieldset>
          {form.isTournamentList && (
            <div className="field">
              <label htmlFor="post-tournament">{t('post.tournamentNameLabel')}</label>
              <input
                id="post-tournament"
                className="input"
                value={form.tournamentName}
                maxLength={TOURNAMENT_NAME_MAX}
                placeholder={t('post.tournamentNamePlaceholder')}
                onChange={(event) => update({ tournamentName: event.target.value })}
                data-testid="post-tournament-name"
              />
            </div>
          )}

          <section className="card" aria-label={t('post.preview')} data-testid="post-preview">
            <h3>{t('post.preview')}</h3>
            <div className="shared-card__head">
              <ListPicture url={form.selectedImage} name={form.postName || name} factionId={factionId} alt="" />
              <div>
                <strong>{form.postName.trim() || name}</strong>
                <div className="muted">{factionLabel}</div>
              </div>
            </div>
            <p>
              <span data-testid="post-total-points">{t('post.totalPoints', { points: totals.points })}</span> ·{' '}
              <span data-testid="post-command-points">{t('post.commandPoints', { command: totals.command })}</span>
            </p>
            <table className="post-dialog__table" data-testid="post-composition">
              <caption className="visually-hidden">{t('post.composition')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('post.unit')}</th>
                  <th scope="col">{t('post.qty')}</th>
                  <th scope="col">{t('post.points')}</th>
                </tr>
              </thead>
              <tbody>
                {chosenUnits.map((u) => (
                  <tr key={u.id}>
                    <td lang={unitNameLang(u, language)}>{unitName(u, language)}</td>
                    <td>{formatNumber(u.quantity, language)}</td>
                    <td>{formatNumber(u.pointsCost * u.quantity, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </form>
      )}
    </Dialog>
  );
}
