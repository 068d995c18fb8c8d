// The screen table feeds both the router and the build's route preload (index.html's inline
// script matches addresses with patternSource before any module has loaded): every address
// the router answers must pick the same screen there, and the CSP hash must allow that script.
import { createHash } from 'node:crypto';
import { matchPath } from '../../../src/ui/router';
import { describe, expect, it } from 'vitest';
import { patternSource, SCREEN_TABLE } from '../../../src/app/screenTable';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../supabase/local/app-server';

const firstScreen = (pathname: string) => SCREEN_TABLE.find((s) => s.paths.some((p) => new RegExp(patternSource(p), 'i').test(pathname)))?.module;
const routerScreen = (pathname: string) => SCREEN_TABLE.find((s) => s.paths.some((p) => matchPath(p, pathname)))?.module;

describe('patternSource', () => {
  it.each([
    ['/', 'landing/LandingScreen.tsx'],
    ['/landing', 'landing/LandingScreen.tsx'],
    ['/builder', 'builder/BuilderScreen.tsx'],
    ['/builder/', 'builder/BuilderScreen.tsx'],
    ['/Builder', 'builder/BuilderScreen.tsx'],
    ['/shared-list/N4IgbiBcCMA0', 'builder/SharedListScreen.tsx'],
    ['/shared-list/', 'builder/SharedListScreen.tsx'],
    ['/shared-list', 'builder/SharedListScreen.tsx'],
    ['/shared-list/a/b', 'builder/SharedListScreen.tsx'],
    ['/s/abc123', 'builder/ShortLinkScreen.tsx'],
    ['/play', 'play/PlayScreen.tsx'],
    ['/play/game-1', 'play/PlayScreen.tsx'],
    ['/admin/dev-options', 'admin/AdminDevOptionsScreen.tsx'],
    ['/privacy', 'about/PrivacyScreen.tsx'],
  ])('%s opens %s, as the router does', (pathname, module) => {
    expect(firstScreen(pathname)).toBe(module);
    expect(routerScreen(pathname)).toBe(module);
  });

  it.each(['/nowhere', '/builderx', '/s/', '/s/a/b', '/play/a/b', '/admin/unknown'])('%s opens no screen (the not-found page)', (pathname) => {
    expect(firstScreen(pathname)).toBeUndefined();
    expect(routerScreen(pathname)).toBeUndefined();
  });

  it('escapes the characters a regular expression would read', () => {
    expect(new RegExp(patternSource('/a.b'), 'i').test('/axb')).toBe(false);
    expect(new RegExp(patternSource('/a.b'), 'i').test('/a.b')).toBe(true);
  });
});

describe('the inline script hash', () => {
  it('allows exactly the inline scripts of the page, not the ones loaded by src', () => {
    const body = '(function(){var a=1})()';
    const html = `<head><script>${body}</script><script src="/config.js" defer></script><script type="module" src="/a.js"></script></head>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
    expect(contentSecurityPolicy('http://127.0.0.1:54321', hashes)).toContain(`script-src 'self' ${hashes[0]};`);
    expect(contentSecurityPolicy('http://127.0.0.1:54321')).toContain("script-src 'self';");
  });
});
