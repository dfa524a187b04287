import type { Resource } from '../../types';
import { buildResource } from '../builder';
import { composedResources } from '../composer';
import { computationalSpecs } from './computational';
import { citizenshipSpecs } from './citizenship';
import { entrepreneurshipSpecs } from './entrepreneurship';
import { trainingSpecs } from './training';

/** Hand-written resources (rich, one by one). */
export const handWrittenResources = (): Resource[] =>
  [...computationalSpecs, ...citizenshipSpecs, ...entrepreneurshipSpecs, ...trainingSpecs].map(buildResource);

/** The base catalogue: hand-written first, then the composed ones. */
export const baseResources = (): Resource[] => [...handWrittenResources(), ...composedResources()];
