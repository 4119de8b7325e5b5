/** Wire shapes from the generated contract types, so handlers cannot drift from openapi.yaml. */
import type { components } from '@convene/api-client/schema.d';

export type Schemas = components['schemas'];
