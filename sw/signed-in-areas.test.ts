import { describe, expect, it } from 'vitest';
import { APP_AREA, signedInFiles, type BuiltChunk } from './signed-in-areas';

const ROOTS = { vendor: 'features/vendor/vendor-routes.tsx', admin: 'features/admin/admin-routes.tsx' };

const chunk = (file: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  file,
  isEntry: false,
  module: null,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...fields,
});

/** The shape app.tsx gives the build: a shell, lazy public pages, lazy area routes with lazy screens. */
function app(): BuiltChunk[] {
  return [
    chunk('assets/index.js', {
      isEntry: true,
      assets: ['assets/index.css'],
      dynamicImports: ['assets/directory.js', 'assets/vendor-routes.js', 'assets/admin-routes.js'],
    }),
    chunk('assets/directory.js', { module: '/app/features/directory/page.tsx', imports: ['assets/card.js'] }),
    chunk('assets/card.js'),
    chunk('assets/vendor-routes.js', {
      module: '/app/features/vendor/vendor-routes.tsx',
      // an area imports the shell (React, the store), which imports every area lazily
      imports: ['assets/index.js', 'assets/layout.js', 'assets/card.js'],
      dynamicImports: ['assets/leads.js', 'assets/directory.js'],
    }),
    chunk('assets/layout.js', { assets: ['assets/layout.css'] }),
    chunk('assets/leads.js', { module: '/app/features/vendor/leads-screen.tsx', assets: ['assets/leads.css'] }),
    chunk('assets/admin-routes.js', {
      module: '/app/features/admin/admin-routes.tsx',
      imports: ['assets/index.js', 'assets/layout.js'],
      assets: ['assets/admin.css'],
    }),
  ];
}

describe('signedInFiles', () => {
  it('gives each area its route chunk first and the files only it reaches, and leaves public files to the precache', () => {
    expect(signedInFiles(app(), ROOTS)).toEqual({
      vendor: [
        'assets/vendor-routes.js',
        'assets/layout.css',
        'assets/layout.js',
        'assets/leads.css',
        'assets/leads.js',
      ],
      admin: ['assets/admin-routes.js', 'assets/admin.css', 'assets/layout.css', 'assets/layout.js'],
    });
  });

  it('leaves out a screen added to an area, and keeps one a public page starts importing', () => {
    const chunks = app();
    chunks.find((c) => c.file === 'assets/admin-routes.js')!.dynamicImports.push('assets/new-admin-screen.js');
    chunks.push(chunk('assets/new-admin-screen.js', { module: '/app/features/admin/new-screen.tsx' }));
    chunks.find((c) => c.file === 'assets/directory.js')!.dynamicImports.push('assets/leads.js');
    const areas = signedInFiles(chunks, ROOTS);
    expect(areas.admin).toContain('assets/new-admin-screen.js');
    expect(areas.vendor).not.toContain('assets/leads.js');
    expect(areas.vendor).not.toContain('assets/leads.css');
  });

  it('refuses a build where an area is not a chunk of its own or is imported statically', () => {
    const merged = app().filter((c) => c.file !== 'assets/admin-routes.js');
    expect(() => signedInFiles(merged, ROOTS)).toThrow(/"admin": features\/admin\/admin-routes.tsx is not a lazily/);
    const eager = app();
    eager[0]!.imports.push('assets/vendor-routes.js');
    expect(() => signedInFiles(eager, ROOTS)).toThrow(/imports the signed-in area chunk assets\/vendor-routes.js/);
  });

  it("with the first-view loader, the app's scripts are an area opened by its entry, and the loader is not", () => {
    const chunks = [
      ...app(),
      chunk('assets/first-view.js', { isEntry: true, module: '/app/client/first-view/loader.ts' }),
    ];
    chunks[0]!.module = '/app/client/index.html';
    const areas = signedInFiles(chunks, ROOTS, 'client/first-view/loader.ts');
    // the entry first: the worker keeps the area when the entry is fetched
    expect(areas[APP_AREA]).toEqual(['assets/index.js', 'assets/card.js', 'assets/directory.js']);
    // stylesheets stay in the precache with the loader: a page sent with its content needs them
    expect(Object.values(areas).flat()).not.toContain('assets/first-view.js');
    expect(Object.values(areas).flat()).not.toContain('assets/index.css');
    expect(areas.vendor).toEqual(signedInFiles(app(), ROOTS).vendor);
  });
});
