/** The restaurant table booking's texts (manage spec sections 4, 5 and 8): src/i18n/en-GB/restaurant.json. */
import messages from './en-GB/restaurant.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const restaurantText = catalogue('restaurant', messages);
