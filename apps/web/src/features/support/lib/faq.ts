import type { Locale } from '@/lib/i18n/i18n';

export type FaqCategory = 'orders' | 'pickup' | 'payouts' | 'billing' | 'products' | 'issues';

export type FaqEntry = {
  id: string;
  category: FaqCategory;
  question: Record<Locale, string>;
  answer: Record<Locale, string>;
  /** Extra words merchants search with (both languages). */
  keywords: string[];
};

/** Answers to the questions merchants ask support most, in English and Bangla. */
export const FAQ: FaqEntry[] = [
  {
    id: 'confirm-order',
    category: 'orders',
    question: {
      en: 'How do I confirm a new order?',
      bn: 'নতুন অর্ডার কীভাবে নিশ্চিত করব?',
    },
    answer: {
      en: 'New orders wait under Orders › Ready to Confirm. Check the items and your stock, then press Confirm on the order. To confirm many at once, tick them in the list and use Confirm in the selection bar. Please confirm within 24 hours: orders left waiting longer may be cancelled by the marketplace.',
      bn: 'নতুন অর্ডারগুলো অর্ডার › নিশ্চিত করার অপেক্ষায় তালিকায় থাকে। পণ্য ও স্টক মিলিয়ে অর্ডারের Confirm বোতাম চাপুন। একসাথে অনেকগুলো নিশ্চিত করতে তালিকায় টিক দিয়ে নিচের বার থেকে Confirm চাপুন। ২৪ ঘণ্টার মধ্যে নিশ্চিত করুন: এর বেশি অপেক্ষায় থাকা অর্ডার মার্কেটপ্লেস বাতিল করতে পারে।',
    },
    keywords: ['confirm', 'bulk', 'placed', 'নিশ্চিত'],
  },
  {
    id: 'cancel-order',
    category: 'orders',
    question: {
      en: 'Can I cancel an order?',
      bn: 'আমি কি অর্ডার বাতিল করতে পারি?',
    },
    answer: {
      en: 'Yes, until you request the pickup. Open the order, choose Cancel and give the reason (for example, out of stock); the customer is told. Once a pickup is requested, first use Cancel pickup request, then cancel. Dispatched and delivered orders cannot be cancelled: open an issue instead.',
      bn: 'হ্যাঁ, পিকআপের অনুরোধ করার আগ পর্যন্ত। অর্ডার খুলে Cancel বেছে নিন এবং কারণ লিখুন (যেমন স্টক নেই); ক্রেতাকে জানানো হবে। পিকআপের অনুরোধ করা হয়ে গেলে আগে পিকআপ অনুরোধ বাতিল করুন, তারপর অর্ডার বাতিল করুন। পাঠানো বা ডেলিভারি হওয়া অর্ডার বাতিল করা যায় না: সেক্ষেত্রে একটি সমস্যা জানান।',
    },
    keywords: ['cancel', 'stock out', 'বাতিল'],
  },
  {
    id: 'ready-for-pickup',
    category: 'pickup',
    question: {
      en: 'When can I request a courier pickup?',
      bn: 'কুরিয়ার পিকআপের অনুরোধ কখন করতে পারব?',
    },
    answer: {
      en: 'After the marketplace has inspected the order and its delivery charge is paid, the order appears under Ready for Pickup. Press Request to dispatch: the order moves to Pickup Requested and the courier collects it, usually the next working day. Keep the parcel packed with its printed invoice.',
      bn: 'মার্কেটপ্লেস অর্ডারটি পরিদর্শন করার পর এবং ডেলিভারি চার্জ পরিশোধিত হলে অর্ডারটি পিকআপের জন্য প্রস্তুত তালিকায় আসে। Request to dispatch চাপুন: অর্ডারটি পিকআপ অনুরোধ করা হয়েছে তালিকায় যাবে এবং সাধারণত পরের কর্মদিবসে কুরিয়ার এসে নিয়ে যাবে। পার্সেলটি প্রিন্ট করা ইনভয়েসসহ প্যাক করে রাখুন।',
    },
    keywords: ['pickup', 'dispatch', 'courier', 'ready', 'পিকআপ', 'কুরিয়ার'],
  },
  {
    id: 'missing-from-pickup',
    category: 'pickup',
    question: {
      en: 'Why is my order not in Ready for Pickup?',
      bn: 'আমার অর্ডার পিকআপের জন্য প্রস্তুত তালিকায় নেই কেন?',
    },
    answer: {
      en: 'Ready for Pickup shows only orders whose delivery charge is paid. Set the delivery charge filter to Any or Unpaid to see the others, and pay the charge from Bills. An order still under In-Inspection or Pickup initiated is being handled by the marketplace and moves on by itself.',
      bn: 'পিকআপের জন্য প্রস্তুত তালিকায় শুধু ডেলিভারি চার্জ পরিশোধিত অর্ডার দেখায়। বাকিগুলো দেখতে ডেলিভারি চার্জ ফিল্টার Any বা Unpaid করুন এবং বিল থেকে চার্জ পরিশোধ করুন। পরিদর্শনে বা পিকআপ শুরু অবস্থার অর্ডার মার্কেটপ্লেস দেখছে, সেগুলো নিজে থেকেই পরের ধাপে যাবে।',
    },
    keywords: ['delivery charge', 'unpaid', 'filter', 'ডেলিভারি চার্জ'],
  },
  {
    id: 'print-invoice',
    category: 'pickup',
    question: {
      en: 'How do I print invoices for my parcels?',
      bn: 'পার্সেলের ইনভয়েস কীভাবে প্রিন্ট করব?',
    },
    answer: {
      en: 'Open the order and press Print for one invoice, or use Bulk Print to print many at once, one invoice per A4 page. Each invoice shows the COD amount to collect and a barcode of the order number for the courier. Printed orders are marked so you do not print twice.',
      bn: 'একটি ইনভয়েসের জন্য অর্ডার খুলে Print চাপুন, অথবা একসাথে অনেকগুলো প্রিন্ট করতে একসাথে প্রিন্ট ব্যবহার করুন, প্রতি A4 পাতায় একটি ইনভয়েস। প্রতিটি ইনভয়েসে আদায়যোগ্য COD টাকা এবং কুরিয়ারের জন্য অর্ডার নম্বরের বারকোড থাকে। প্রিন্ট হওয়া অর্ডার চিহ্নিত থাকে, তাই দুবার প্রিন্ট হবে না।',
    },
    keywords: ['print', 'invoice', 'barcode', 'bulk print', 'প্রিন্ট', 'ইনভয়েস'],
  },
  {
    id: 'cod-payout',
    category: 'payouts',
    question: {
      en: 'When do I receive the cash collected on delivery (COD)?',
      bn: 'ক্যাশ অন ডেলিভারির (COD) টাকা কখন পাব?',
    },
    answer: {
      en: 'The courier hands the COD amount to the marketplace after delivery. It is paid out to your payment preference within 3 to 5 working days of delivery, less any charges due. Courier Payments lists what each courier has settled; Payment history lists what was paid to you.',
      bn: 'ডেলিভারির পর কুরিয়ার COD-এর টাকা মার্কেটপ্লেসকে দেয়। ডেলিভারির ৩ থেকে ৫ কর্মদিবসের মধ্যে বকেয়া চার্জ বাদ দিয়ে টাকা আপনার পেমেন্ট পছন্দের অ্যাকাউন্টে পাঠানো হয়। কুরিয়ার পেমেন্টে দেখা যায় কোন কুরিয়ার কত টাকা জমা দিয়েছে; পেমেন্ট ইতিহাসে দেখা যায় আপনাকে কত টাকা দেওয়া হয়েছে।',
    },
    keywords: ['cod', 'cash', 'payout', 'settlement', 'money', 'টাকা', 'ক্যাশ'],
  },
  {
    id: 'payment-preference',
    category: 'payouts',
    question: {
      en: 'How do I set or change my payment preference?',
      bn: 'পেমেন্ট পছন্দ কীভাবে সেট বা পরিবর্তন করব?',
    },
    answer: {
      en: 'Open the account menu under your merchant name and choose Payment Preference. Pick bKash, Nagad, Rocket or a bank account and enter the account name and number (for a bank, also the bank, branch and routing number). New payouts use the saved preference; payouts already sent are not changed.',
      bn: 'মার্চেন্টের নামের নিচের অ্যাকাউন্ট মেনু খুলে পেমেন্ট পছন্দ বেছে নিন। বিকাশ, নগদ, রকেট বা ব্যাংক অ্যাকাউন্ট বেছে নিয়ে অ্যাকাউন্টের নাম ও নম্বর দিন (ব্যাংকের ক্ষেত্রে ব্যাংক, শাখা ও রাউটিং নম্বরও)। নতুন পেমেন্ট সংরক্ষিত পছন্দ অনুযায়ী যাবে; আগে পাঠানো পেমেন্ট বদলাবে না।',
    },
    keywords: ['bkash', 'nagad', 'rocket', 'bank', 'preference', 'বিকাশ', 'নগদ', 'ব্যাংক'],
  },
  {
    id: 'bills',
    category: 'billing',
    question: {
      en: 'What are bills and how do I pay my amount due?',
      bn: 'বিল কী এবং বকেয়া টাকা কীভাবে পরিশোধ করব?',
    },
    answer: {
      en: 'A bill lists the marketplace’s charges for a period, such as commission and delivery charges. The Amount Due box in the menu shows what is left after your payments. Press Pay, enter at least 100 BDT and finish the payment on the payment provider’s page, which opens in a new tab.',
      bn: 'বিলে একটি সময়ের মার্কেটপ্লেসের চার্জ থাকে, যেমন কমিশন ও ডেলিভারি চার্জ। মেনুর বকেয়া বক্সে আপনার পরিশোধের পর বাকি টাকা দেখায়। Pay চাপুন, কমপক্ষে ১০০ টাকা লিখুন এবং নতুন ট্যাবে খোলা পেমেন্ট প্রোভাইডারের পেজে পরিশোধ সম্পন্ন করুন।',
    },
    keywords: ['bill', 'due', 'pay', 'commission', 'বিল', 'বকেয়া', 'কমিশন'],
  },
  {
    id: 'payment-not-shown',
    category: 'billing',
    question: {
      en: 'I paid a bill but the payment is not shown. What should I do?',
      bn: 'বিল পরিশোধ করেছি কিন্তু পেমেন্ট দেখাচ্ছে না। কী করব?',
    },
    answer: {
      en: 'A payment appears under Payment history once the provider confirms it and is counted against your due after approval, which can take up to 24 hours. Keep the transaction ID from the provider’s receipt. If it is still missing after a day, open an issue of type Payment with that ID.',
      bn: 'প্রোভাইডার নিশ্চিত করলে পেমেন্ট ইতিহাসে পেমেন্টটি দেখা যায় এবং অনুমোদনের পর বকেয়া থেকে বাদ যায়, এতে ২৪ ঘণ্টা পর্যন্ত লাগতে পারে। রসিদের ট্রানজেকশন আইডি রেখে দিন। এক দিন পরেও না দেখালে সেই আইডিসহ পেমেন্ট ধরনের একটি সমস্যা জানান।',
    },
    keywords: ['transaction', 'missing', 'payment history', 'ট্রানজেকশন', 'পেমেন্ট'],
  },
  {
    id: 'delist-product',
    category: 'products',
    question: {
      en: 'How do I delist a product or list it again?',
      bn: 'কোনো পণ্য কীভাবে তালিকা থেকে সরাব বা আবার তালিকাভুক্ত করব?',
    },
    answer: {
      en: 'Go to Product and turn off the Listed switch of the product. A delisted product is hidden from customers at once but stays in your list, with its stock and ratings. Orders already placed are not affected. Turn the switch on again to list it.',
      bn: 'পণ্য পাতায় গিয়ে পণ্যটির Listed সুইচ বন্ধ করুন। তালিকা থেকে সরানো পণ্য সঙ্গে সঙ্গে ক্রেতাদের কাছে লুকানো হয়, তবে স্টক ও রেটিংসহ আপনার তালিকায় থাকে। আগে দেওয়া অর্ডারে কোনো প্রভাব পড়ে না। আবার তালিকাভুক্ত করতে সুইচটি চালু করুন।',
    },
    keywords: ['delist', 'hide', 'listed', 'unlist', 'সরানো', 'লুকানো'],
  },
  {
    id: 'stock-delivery-charge',
    category: 'products',
    question: {
      en: 'How do I update stock or a product’s delivery charge?',
      bn: 'স্টক বা পণ্যের ডেলিভারি চার্জ কীভাবে হালনাগাদ করব?',
    },
    answer: {
      en: 'In the Product list, click the stock or delivery charge of a product, type the new value and press Enter. Stock must be a whole number; at zero the product shows as out of stock. Low-stock products are highlighted so you can restock in time.',
      bn: 'পণ্য তালিকায় পণ্যের স্টক বা ডেলিভারি চার্জে ক্লিক করে নতুন মান লিখে Enter চাপুন। স্টক অবশ্যই পূর্ণসংখ্যা হতে হবে; শূন্য হলে পণ্যটি স্টক নেই হিসেবে দেখায়। কম স্টকের পণ্য আলাদা করে দেখানো হয় যাতে সময়মতো স্টক বাড়াতে পারেন।',
    },
    keywords: ['stock', 'inventory', 'delivery charge', 'price', 'স্টক'],
  },
  {
    id: 'returns',
    category: 'issues',
    question: {
      en: 'A customer wants to return an item. What happens?',
      bn: 'ক্রেতা পণ্য ফেরত দিতে চান। এখন কী হবে?',
    },
    answer: {
      en: 'Customers may ask for a return within 7 days of delivery. The request reaches you as an issue of type Return. Reply in the issue’s thread, agree on a replacement or a refund, and the marketplace arranges the return pickup. Resolve the issue with a note of what was done.',
      bn: 'ডেলিভারির ৭ দিনের মধ্যে ক্রেতা ফেরতের অনুরোধ করতে পারেন। অনুরোধটি ফেরত ধরনের একটি সমস্যা হিসেবে আপনার কাছে আসে। সমস্যার আলোচনায় উত্তর দিন, বদলি পণ্য বা টাকা ফেরতে একমত হন, মার্কেটপ্লেস ফেরতের পিকআপের ব্যবস্থা করবে। যা করা হলো তা লিখে সমস্যাটি সমাধান করুন।',
    },
    keywords: ['return', 'refund', 'replacement', 'ফেরত', 'রিফান্ড'],
  },
  {
    id: 'raise-issue',
    category: 'issues',
    question: {
      en: 'How do I report a problem with an order to the marketplace?',
      bn: 'অর্ডারের কোনো সমস্যা মার্কেটপ্লেসকে কীভাবে জানাব?',
    },
    answer: {
      en: 'Press Open an issue (on this page or under Issues), pick the order, choose a type and describe the problem. You can add photos or PDFs in the comments (PNG, JPEG, WebP or PDF, up to 2 MB each). Support usually answers within one working day in the issue’s thread.',
      bn: 'সমস্যা জানান বোতাম চাপুন (এই পাতায় বা সমস্যা পাতায়), অর্ডার বেছে নিন, ধরন ঠিক করুন এবং সমস্যাটি লিখুন। মন্তব্যে ছবি বা PDF যোগ করতে পারেন (PNG, JPEG, WebP বা PDF, প্রতিটি ২ MB পর্যন্ত)। সাপোর্ট সাধারণত এক কর্মদিবসের মধ্যে আলোচনায় উত্তর দেয়।',
    },
    keywords: ['issue', 'complaint', 'problem', 'report', 'attachment', 'সমস্যা', 'অভিযোগ'],
  },
  {
    id: 'b2b-proof',
    category: 'orders',
    question: {
      en: 'How do I check a B2B order’s payment proof?',
      bn: 'B2B অর্ডারের পেমেন্ট প্রমাণ কীভাবে যাচাই করব?',
    },
    answer: {
      en: 'B2B buyers pay in advance and upload a proof such as a bank slip. Open the order and press View proof: the file opens in a new tab. If the amount reached your account, mark it valid; if not, mark it invalid with a note and the buyer is asked for a new proof.',
      bn: 'B2B ক্রেতারা আগে পরিশোধ করে ব্যাংক স্লিপের মতো প্রমাণ আপলোড করেন। অর্ডার খুলে View proof চাপুন: ফাইলটি নতুন ট্যাবে খুলবে। টাকা আপনার অ্যাকাউন্টে এলে valid চিহ্নিত করুন; না এলে একটি নোটসহ invalid চিহ্নিত করুন, ক্রেতার কাছে নতুন প্রমাণ চাওয়া হবে।',
    },
    keywords: ['b2b', 'proof', 'bank slip', 'advance', 'প্রমাণ'],
  },
];
