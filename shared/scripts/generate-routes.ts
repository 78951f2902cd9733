import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '../src/domain/endpoints';
import { binaryRoutesSource, routeTableSource } from '../src/domain/endpoints/route-table';

// Writes the browser's route table from the declarations (docs/architecture/endpoints.md).
writeFileSync(join(__dirname, '../src/domain/endpoints/routes.gen.ts'), routeTableSource(API));
writeFileSync(join(__dirname, '../src/domain/endpoints/binary-routes.gen.ts'), binaryRoutesSource(API));
