import { type Family } from '@pana/domain/catalogue';
import { paths } from '../../../config/paths.ts';

/** Where a bid screen opened without its market (or with betting disabled) sends the player. */
export const FAMILY_HOME: Record<Family, string> = {
  main: paths.home,
  starline: paths.starline,
  gali: paths.gali,
};
