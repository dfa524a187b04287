/**
 * Data migrations: steps that rewrite stored rows with the application's own code (what SQL alone cannot do, e.g.
 * sanitising HTML with the one allowlist). `migrate` runs them in name order among the SQL files, each once, in its
 * own transaction, recorded in schema_migrations like a file.
 */
import type { Db } from './types';
import { resanitizeKreaMarkup } from '../modules/krea/markup-migration';

export interface DataMigration {
  name: string;
  run(db: Db): Promise<unknown>;
}

export const DATA_MIGRATIONS: DataMigration[] = [
  // ADR 0047: Krea rich text through the one allowlist, plain-text fields without markup
  { name: '0096_krea_stored_markup', run: resanitizeKreaMarkup },
];
