/** /api/admin/labs: the four labs catalogues, each with the same admin routes (labs-catalogue-routes.ts). */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { boardCatalogue } from './boards/board-catalogue.ts';
import { hardwareCatalogue } from './hardware/hardware-catalogue.ts';
import { labsCatalogueRoutes } from './labs-catalogue-routes.ts';
import { programmingCatalogue } from './programming/programming-catalogue.ts';
import { simulatorCatalogue } from './simulators/simulator-catalogue.ts';

export function adminLabsRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .route('/hardware', labsCatalogueRoutes(db, hardwareCatalogue))
    .route('/boards', labsCatalogueRoutes(db, boardCatalogue))
    .route('/simulators', labsCatalogueRoutes(db, simulatorCatalogue))
    .route('/programming', labsCatalogueRoutes(db, programmingCatalogue));
}
