/**
 * View models of the step kit as a flow's selectors give them: plain data, so the stories need
 * no machine and no mock backend. Prices in GBP (no currency provider: the property currency).
 */
import type {
  BasketItemView,
  BasketSummaryView,
  GuestsRoomView,
  RoomRateStepView,
  RoomTypeView,
  ServiceView,
} from '@/ui/steps';
import { pictureView } from '@/domain/pictures';
import { extraImages, roomImages } from '@mocks/pictures';

/** A demo picture (mocks/assets/rooms) as a step shows it. */
export const demoPicture = (name: string, alt: string) => pictureView(roomImages(name, alt));
/** A demo extra's picture (mocks/assets/extras), by its service code. */
const extraPictureOf = (code: string) => pictureView(extraImages(code));

export const classicDouble: RoomTypeView = {
  roomTypeId: 101,
  name: 'Classic Double',
  description: 'A quiet double room overlooking the garden.',
  from: 20000,
  fromOriginal: 24000,
  minimumStay: null,
  roomsLeft: null,
  maxOccupancy: 2,
  picture: demoPicture('cld', 'A double bed under a window onto the sea, a lamp on each side'),
  facts: ['20 m²', '1 double bed', 'Sleeps up to 2'],
  amenities: ['Free Wi-Fi', 'En-suite bathroom', 'Tea and coffee'],
  rates: [
    {
      ratePlanId: 1,
      name: 'Flexible Rate',
      description: 'Free cancellation until 2 days before arrival.',
      price: 24000,
      originalPrice: null,
      promotion: null,
    },
    {
      ratePlanId: 2,
      name: 'Spring Saver',
      description: 'Non-refundable.',
      price: 20000,
      originalPrice: 24000,
      promotion: 'Spring offer',
    },
  ],
};

export const familyRoom: RoomTypeView = {
  roomTypeId: 104,
  name: 'Family Room',
  description: null,
  from: 32000,
  fromOriginal: null,
  minimumStay: 2,
  roomsLeft: 2,
  maxOccupancy: 5,
  // a room type without a picture or facts: the card still reads well
  picture: null,
  facts: ['Sleeps up to 5'],
  amenities: [],
  rates: [
    { ratePlanId: 1, name: 'Flexible Rate', description: null, price: 32000, originalPrice: null, promotion: null },
  ],
};

/** One room for 2 adults, before anything is chosen. */
export const roomRateView: RoomRateStepView = {
  currency: 'GBP',
  roomNumber: 1,
  guests: '2 adults',
  rooms: [{ roomNumber: 1, guests: '2 adults', chosen: false }],
  notices: { promoInvalid: null, voucher: null, noRoomsForOccupancy: false, noRooms: null },
  canContinue: false,
  mode: 'rates',
  roomTypes: [classicDouble, familyRoom],
};

export const guestsRoom: GuestsRoomView = {
  roomNumber: 1,
  roomTypeName: 'Classic Double',
  ratePlanName: 'Flexible Rate',
  guests: { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
  fields: [
    { key: 'numberOfAdults', label: 'Adults', options: [1, 2, 3] },
    { key: 'numberOfChildren', label: 'Children (2-12)', options: [0, 1, 2] },
  ],
  maxTotal: 3,
  leadGuest: { firstName: '', lastName: '' },
  configuration: null,
  errors: {
    firstName: "Enter the lead guest's first name",
    lastName: "Enter the lead guest's last name",
    configuration: null,
  },
  errorsShown: false,
};

const service = (fields: Partial<ServiceView> & Pick<ServiceView, 'serviceId' | 'name'>): ServiceView => ({
  description: null,
  chargeType: 'PerStay',
  chargePerPerson: false,
  quantity: 0,
  basePrice: 1000,
  unitPrice: 1000,
  lineCost: 0,
  nights: 2,
  chargedGuests: 2,
  picture: null,
  ...fields,
});

/** One of each charge type, 2 adults and 2 nights. */
export const services: ServiceView[] = [
  service({
    serviceId: 1,
    name: 'Late checkout',
    description: 'Keep your room until 2 pm.',
    chargeType: 'PerStay',
    basePrice: 2500,
    unitPrice: 2500,
  }),
  service({ serviceId: 2, name: 'Parking', chargeType: 'PerDay', basePrice: 1200, unitPrice: 2400 }),
  service({
    serviceId: 3,
    name: 'Bottle of champagne',
    chargeType: 'PerQuantity',
    basePrice: 4500,
    unitPrice: 4500,
    picture: extraPictureOf('champagne'),
  }),
  service({
    serviceId: 4,
    name: 'Full English Breakfast',
    chargeType: 'PerDay',
    chargePerPerson: true,
    basePrice: 1650,
    unitPrice: 6600,
    picture: extraPictureOf('breakfast'),
  }),
];

export const basketItem = (fields: Partial<BasketItemView> = {}): BasketItemView => ({
  roomNumber: 1,
  roomTypeName: 'Classic Double',
  ratePlanName: 'Flexible Rate',
  guests: '2 adults',
  leadGuest: null,
  extras: [],
  roomCost: 24000,
  serviceCost: 0,
  ...fields,
});

export const emptyBasket: BasketSummaryView = {
  currency: 'GBP',
  stay: { from: 'Fri 12 Jun 2026', to: 'Sun 14 Jun 2026', nights: 2 },
  items: [],
  priceChanges: [],
  totals: { taxExclusive: false, vatRate: 20, subtotal: 0, vat: 0, payable: 0 },
};
