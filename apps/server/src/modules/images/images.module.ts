import type { AppModule } from '../../http/app-module';
import { createImageFiles } from './image-files';
import { imagesRoutes } from './images.routes';

/** The clinics' pictures: stored in a folder (IMAGES_DIR) and served from it. */
export function createImagesModule(deps: { imagesDir: string }) {
  const files = createImageFiles(deps.imagesDir);
  return {
    files,
    register: async (app) => {
      await app.register(imagesRoutes({ files }));
    },
  } satisfies AppModule;
}
