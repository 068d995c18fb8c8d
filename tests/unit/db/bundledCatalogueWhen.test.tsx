// @vitest-environment jsdom
// useBundledCatalogueWhen (src/db/seed/bundledCatalogue.ts), rendered by Preact into jsdom: the
// one hook behind the builder's bundled catalogue (useBundledCatalogue) and the shared list's
// (useViewCatalogue). It reads the bundled file only once a screen wants it, and from then on
// every screen of the page has it in its first render.
//
// The tests of this file run in order and share the page's one read (the module keeps it).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { mountPointPerTest } from '../support/mountPoint';
import { parsedBundledCatalogue, useBundledCatalogueWhen } from '../../../src/db/seed/bundledCatalogue';
import { loadBundledCatalogue } from '../../../src/db/seed/bundle';
import type { Catalogue } from '../../../src/domain/catalogue';

// Under jsdom, import.meta.url is not a file: address; the tests run from the repository's root.
const seedFile = JSON.parse(readFileSync(resolve(process.cwd(), 'supabase/seed/catalogue.json'), 'utf8')) as { units: unknown[]; factions: unknown[] };

const mount = mountPointPerTest();

/** What each render of the probe saw, in order. */
let seen: Array<Catalogue | null> = [];

function Probe({ wanted }: { wanted: boolean }) {
  const catalogue = useBundledCatalogueWhen(wanted);
  seen.push(catalogue);
  return <p data-units={catalogue ? catalogue.units.length : 'none'} />;
}

const shownUnits = () => mount.host.querySelector('p')?.getAttribute('data-units');

async function render(wanted: boolean) {
  await act(async () => mount.root.render(<Probe wanted={wanted} />));
}

/** Until the probe shows a catalogue (the read is a dynamic import of the seed file). */
async function untilShown() {
  for (let i = 0; i < 200 && shownUnits() === 'none'; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
}

describe('useBundledCatalogueWhen', () => {
  it('reads nothing while no screen wants the bundled catalogue', async () => {
    // The seed file's module loaded beforehand (without the hook's parsing): a read the hook
    // started would be over well within the wait below.
    await loadBundledCatalogue();
    seen = [];
    await render(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shownUnits()).toBe('none');
    expect(parsedBundledCatalogue()).toBeNull();
  });

  it('reads the bundled file when wanted, and shows every unit and faction of it', async () => {
    seen = [];
    await render(true);
    // The first render cannot have it yet: the file is read after it.
    expect(seen[0]).toBeNull();
    await untilShown();
    const catalogue = seen.at(-1);
    expect(catalogue?.units).toHaveLength(seedFile.units.length);
    expect(catalogue?.factions).toHaveLength(seedFile.factions.length);
    expect(parsedBundledCatalogue()).toBe(catalogue);
  });

  it('once read, a screen that wants it has it in its first render, and none when it stops wanting it', async () => {
    seen = [];
    await render(true);
    expect(seen[0]).toBe(parsedBundledCatalogue());
    expect(shownUnits()).toBe(String(seedFile.units.length));

    await render(false);
    expect(seen.at(-1)).toBeNull();
    expect(shownUnits()).toBe('none');

    await render(true);
    expect(seen.at(-1)).toBe(parsedBundledCatalogue());
  });
});
