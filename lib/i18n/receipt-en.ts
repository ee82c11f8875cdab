import type { ReceiptTexts } from './receipt-ar';

/** The receipt in English, for a menu whose language is English (receipt-ar.ts has the Arabic). */
export const RECEIPT_TEXT_EN: ReceiptTexts = {
  receipt: 'Receipt',
  simplifiedTaxInvoice: 'Simplified tax invoice',
  taxNumber: 'Tax number',
  number: 'Invoice no.',
  date: 'Date',
  table: 'Table',
  item: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: (country) => (country === 'SA' ? 'VAT' : country === 'JO' ? 'Sales tax' : 'Tax'),
  service: 'Service charge',
  total: 'Total incl. tax',
  tip: 'Tip',
  paid: 'Paid',
  paidBy: 'Paid by',
  methods: { cash: 'Cash', card: 'Card' },
  rate: (name, percent) => `${name} (${percent}%)`,
  field: (label, value) => `${label}: ${value}`,
  thanks: 'Thank you for your visit',
};
