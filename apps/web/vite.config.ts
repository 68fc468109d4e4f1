import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

/** The API server of `npm run dev`; the built app is served by that same server in production. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    // Compared with the server's current_app_version header to tell users to refresh (spec §8).
    // APP_VERSION stamps a deployment's own build id, the same one its server is started with.
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION?.trim() || rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@(mantine|floating-ui)[\\/]/ },
            // Error monitoring is loaded only when it is on (app/monitoring/): never in vendor.
            { name: 'sentry', test: /node_modules[\\/]@sentry(-internal)?[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/app': API_ORIGIN,
      '/mailbox': API_ORIGIN,
      // §7 profile signature pictures, at the spec's paths outside /app.
      '/base64_to_image_blob': API_ORIGIN,
      '/text_to_image_blob': API_ORIGIN,
      '/crop_image': API_ORIGIN,
    },
  },
});
