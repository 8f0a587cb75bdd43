import type { SolutionId } from '../routes';
import type { ServicePageContent } from '../types';
import { content as automatizacion } from './automatizacion';
import { content as computo } from './computo';
import { content as licencias } from './licencias';
import { content as pantallas } from './pantallas';
import { content as parqueaderos } from './parqueaderos';
import { content as plataformas } from './plataformas';
import { content as pos } from './pos';
import { content as puertas } from './puertas';
import { content as redes } from './redes';
import { content as seguridad } from './seguridad';
import { content as solar } from './solar';

/** The content module of each solution page, by route id. */
export const servicePages: Record<SolutionId, ServicePageContent> = {
  automatizacion,
  seguridad,
  redes,
  plataformas,
  solar,
  puertas,
  parqueaderos,
  computo,
  pantallas,
  pos,
  licencias,
};
