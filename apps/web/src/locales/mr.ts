import { type TranslationsJSON } from '@nanostores/i18n';
import { componentsOf } from './components.ts';

/** Every Marathi catalogue of the screens, in one lazy chunk fetched when Marathi is chosen (ADR 020). */
export default componentsOf(import.meta.glob<TranslationsJSON>('./mr/*.json', { eager: true, import: 'default' }));
