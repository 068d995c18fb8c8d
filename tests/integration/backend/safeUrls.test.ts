// Issue 13 item 3: the server accepts a user-supplied URL only as an absolute https: URL or
// a path on the app that no browser can read as another host (public.is_safe_url), and news
// links keep SPEC.md's schemes while their scheme-less links must stay on the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { isSafeUserUrl } from '../../../src/domain/urls';
import { signIn, startTestBackend } from './helpers';
import type { SignedIn } from './helpers';

let backend: Backend;
let player: SignedIn;

const unit = { id: 'a', name: 'a', pointsCost: 10, quantity: 1, keywords: [], highCommand: false, command: 0, tournamentLegal: true };
const FOREIGN = ['/\\evil.example/x.png', '\\\\evil.example/x.png', '//evil.example/x.png', '/%5Cevil.example/x.png', '/%2F/evil.example/x.png', '/\t/evil.example/x.png', 'https://good.example@evil.example/x.png', 'http://images.example/x.png'];
const FINE = ['https://images.example/crow.jpg', '/art/portrait/alula_portrait.jpg'];

beforeAll(async () => {
  backend = await startTestBackend();
  player = await signIn(backend, 'urls@warcrow.test', 'Sturdy-pass-1');
});
afterAll(() => backend.stop());

describe('community pictures', () => {
  it('post_shared_list refuses every URL a browser could read as another host, with 400', async () => {
    for (const url of FOREIGN) {
      const { error, status } = await player.client.rpc('post_shared_list', { p_name: `Pic ${url}`, p_faction: 'feudom', p_units: [unit], p_image_url: url });
      expect(error?.code, JSON.stringify(url)).toBe('23514');
      expect(status, JSON.stringify(url)).toBe(400);
    }
    const stored = await backend.query<{ n: number }>("select count(*)::int as n from public.shared_lists where name like 'Pic %'");
    expect(stored[0]?.n).toBe(0);
  });

  it('keeps https pictures and the app\'s own art', async () => {
    for (const url of FINE) {
      const { error } = await player.client.rpc('post_shared_list', { p_name: `Fine ${url}`, p_faction: 'feudom', p_units: [unit], p_image_url: url });
      expect(error, url).toBeNull();
    }
  });

  it('agrees with the client\'s check on every case', async () => {
    for (const url of [...FOREIGN, ...FINE, '/x', 'https://a.example:8443/p?q#f', 'https://', '/art/\\x.png']) {
      const [row] = await backend.query<{ ok: boolean }>('select public.is_safe_url($1) as ok', [url]);
      expect(row?.ok, JSON.stringify(url)).toBe(isSafeUserUrl(url));
    }
  });
});

describe('deploy links and unit images (written by the server)', () => {
  it('refuses a foreign reading in builds, deployments, notifications and units', async () => {
    const bad = '/\\evil.example/deploys/1';
    await expect(backend.query("insert into public.deployments (state, site_name, deploy_url) values ('error', 'warcrow-companion', $1)", [bad])).rejects.toThrow(/deployments_deploy_url_safe/);
    await expect(backend.query("insert into public.builds (site_name, deploy_url) values ('warcrow-companion', $1)", [bad])).rejects.toThrow(/builds_deploy_url_safe/);
    await expect(backend.query("insert into public.notifications (type, content) values ('build_failure', jsonb_build_object('deploy_url', $1::text))", [bad])).rejects.toThrow(/notifications_deploy_url_safe/);
    await expect(backend.query("insert into public.units (id, name, faction_id, image_url) values ('u-evil', 'Evil', 'feudom', $1)", [bad])).rejects.toThrow(/units_image_url_safe/);
    await backend.query("insert into public.deployments (state, site_name, deploy_url) values ('error', 'warcrow-companion', 'https://app.netlify.com/d/1')");
  });
});

describe('news links', () => {
  const insert = (html: string) => backend.query("insert into public.news_items (date, content_en) values ('2031-02-01', $1)", [html]);

  it('keeps the spec\'s schemes and links on the app', async () => {
    for (const href of ['https://x.example', 'http://x.example', 'mailto:a@x.example', 'tel:+34600', '/rules', '#top', 'rules/chapter-2']) {
      await expect(insert(`<a href="${href}">x</a>`), href).resolves.toBeDefined();
    }
  });

  it('refuses scheme-less links a browser could read as another host, and other schemes', async () => {
    for (const href of ['/\\evil.example', '\\\\evil.example', '//evil.example', '/%5Cevil.example', '/&#92;evil.example', '/&#9;/evil.example', 'javascript:alert(1)']) {
      await expect(insert(`<p>News</p><a href='${href}'>x</a>`), href).rejects.toThrow(/news_items_links_safe/);
    }
  });
});
