// @vitest-environment jsdom
// Issue 17 item 9: every admin screen answers "Admins only" to anyone but a signed-in admin,
// including a preview user (who acts as an admin in the menus but has no session the server
// would accept). Rendered into jsdom with React, the app's router and i18n.
import { beforeAll, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../../../../src/ui/router';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../../src/i18n';
import { PREVIEW_PLACEHOLDER_USER_ID, useAuthStore, type AuthFlags } from '../../../../src/auth/authStore';
import { AdminPage } from '../../../../src/features/admin/AdminPage';

const base: AuthFlags = {
  isAuthenticated: true, isAdmin: false, isWabAdmin: false, isTester: false, userId: 'u1', email: 'x@warcrow.test', wabId: 'w1',
  isLoading: false, isSigningOut: false, isPreviewUser: false,
};

const ROLES: Record<string, AuthFlags> = {
  guest: { ...base, isAuthenticated: false, userId: null, email: null, wabId: null },
  player: base,
  tester: { ...base, isTester: true },
  'preview user with no real session': { ...base, isAdmin: true, isWabAdmin: true, isTester: true, userId: PREVIEW_PLACEHOLDER_USER_ID, email: null, isPreviewUser: true },
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(flags: AuthFlags): Promise<string> {
  useAuthStore.setState(flags);
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AdminPage titleKey="screens.admin" heading="Admin Dashboard">
          <p data-testid="admin-tools">tools</p>
        </AdminPage>
      </BrowserRouter>
    </I18nextProvider>,
  ));
  const html = host.innerHTML;
  await act(async () => root.unmount());
  return html;
}

beforeAll(async () => {
  window.history.replaceState(null, '', '/admin');
  await initI18n('en');
  await i18n.loadNamespaces(['auth', 'admin']);
});

describe('the admin screens gate', () => {
  for (const [role, flags] of Object.entries(ROLES)) {
    it(`answers "Admins only" to a ${role}`, async () => {
      const html = await render(flags);
      expect(html).toContain('Admins only');
      expect(html).not.toContain('admin-tools');
    });
  }

  it('opens for a signed-in admin', async () => {
    const html = await render({ ...base, isAdmin: true, isWabAdmin: true });
    expect(html).toContain('admin-tools');
    expect(html).not.toContain('Admins only');
  });
});
