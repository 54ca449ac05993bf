import { type TranslationsJSON } from '@nanostores/i18n';
import { componentsOf } from './components.ts';

/** Every Hindi catalogue of the screens, in one lazy chunk fetched when Hindi is chosen (ADR 020). */
export default componentsOf(import.meta.glob<TranslationsJSON>('./hi/*.json', { eager: true, import: 'default' }));
