import type { SolutionId } from '../routes';
import type { SolutionPageContent } from '../types';
import { content as automation } from './automation';
import { content as computing } from './computing';
import { content as doors } from './doors';
import { content as licensing } from './licensing';
import { content as networking } from './networking';
import { content as parking } from './parking';
import { content as platforms } from './platforms';
import { content as pos } from './pos';
import { content as security } from './security';
import { content as signage } from './signage';
import { content as solar } from './solar';

/** The content module of each solution page, by route id. */
export const solutionPages: Record<SolutionId, SolutionPageContent> = {
  automation,
  security,
  networking,
  platforms,
  solar,
  doors,
  parking,
  computing,
  signage,
  pos,
  licensing,
};

/** The lines every solution page shares, around the content of its module. */
export const solutionPageCopy = {
  contactLink: 'Ver datos de contacto',
  closing: '¿Tiene un proyecto en mente? Le ayudamos a dimensionarlo sin compromiso.',
};
