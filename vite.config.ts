import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#0b6e4f';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    VitePWA({
      // our own worker (sw/sw.ts): the navigation fallback, image cache and Background Sync are ours
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      // client/features/offline/update-prompt.tsx registers it, so updates wait for the user
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Soko Uganda',
        short_name: 'Soko',
        description: 'Find trusted businesses in Uganda, compare prices in USh, read reviews and get quotes.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME,
        background_color: '#ffffff',
        lang: 'en',
        categories: ['business', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Business directory',
            short_name: 'Directory',
            url: '/businesses-directory',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My dashboard',
            short_name: 'Dashboard',
            url: '/user/dashboard',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // the 512 px icons are for the launcher and splash screen, which fetch them themselves;
        // the admin area is used on desktop browsers, online: phones should not download it
        globIgnores: ['icons/*-512.png', 'icons/apple-touch-icon.png', 'assets/admin-*'],
      },
    }),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
