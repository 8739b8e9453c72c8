import type { OrderStage } from './orders';

/** The panel's languages; an export is written in the language of the merchant who asked. */
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];

/** Each stage in words, as the panel shows it and the export files write it. */
export const stageLabels = {
  en: {
    placed: 'Ready to confirm',
    confirmed: 'Confirmed',
    in_inspection: 'In inspection',
    pickup_initiated: 'Pickup initiated',
    dispatch_requestable: 'Ready for pickup',
    ready_to_dispatch: 'Pickup requested',
    dispatched: 'Dispatched',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  bn: {
    placed: 'নিশ্চিত করার অপেক্ষায়',
    confirmed: 'নিশ্চিত',
    in_inspection: 'পরিদর্শনে',
    pickup_initiated: 'পিকআপ শুরু',
    dispatch_requestable: 'পিকআপের জন্য প্রস্তুত',
    ready_to_dispatch: 'পিকআপ অনুরোধ করা হয়েছে',
    dispatched: 'পাঠানো হয়েছে',
    delivered: 'ডেলিভারি হয়েছে',
    cancelled: 'বাতিল',
  },
} as const satisfies Record<Language, Record<OrderStage, string>>;
