import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium.mjs';

export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4317);
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);

const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // The admin's tests change what the shared backend holds for everyone (news published and
  // deleted, play mode and posting switched, a player banned); they run after every other test,
  // which then all see the server's content as bundled (a first visit's pull brings nothing new).
  projects: [
    { name: 'chromium', testIgnore: /admin\.spec\.ts$/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'admin', testMatch: /admin\.spec\.ts$/, dependencies: ['chromium'], use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npx tsx supabase/local/start.ts --no-build',
    url: `http://localhost:${E2E_APP_PORT}/version.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_APP_PORT),
      BACKEND_PORT: String(E2E_BACKEND_PORT),
      BACKEND_DATA: 'memory',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  },
});
