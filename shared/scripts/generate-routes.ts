import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '../src/endpoints';
import { routeTableSource } from '../src/endpoints/route-table';

// Writes the browser's route table from the declarations (docs/architecture/endpoints.md).
writeFileSync(join(__dirname, '../src/endpoints/routes.gen.ts'), routeTableSource(API));
