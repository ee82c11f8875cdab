/**
 * The receipt in Arabic: the words printed on it (lib/receipts/receipt-pdf.ts). A Saudi restaurant's
 * receipt is a simplified tax invoice and says so; elsewhere it is a receipt.
 */
export const RECEIPT_TEXT = {
  receipt: 'إيصال',
  simplifiedTaxInvoice: 'فاتورة ضريبية مبسطة',
  taxNumber: 'الرقم الضريبي',
  number: 'رقم الفاتورة',
  date: 'التاريخ',
  table: 'الطاولة',
  item: 'الصنف',
  quantity: 'الكمية',
  amount: 'المبلغ',
  subtotal: 'المجموع قبل الضريبة',
  /** The tax's name where the restaurant is: VAT in Saudi Arabia, the general sales tax in Jordan. */
  tax: (country: string | null | undefined): string => (country === 'SA' ? 'ضريبة القيمة المضافة' : country === 'JO' ? 'ضريبة المبيعات' : 'الضريبة'),
  service: 'رسوم الخدمة',
  total: 'الإجمالي شامل الضريبة',
  tip: 'الإكرامية',
  paid: 'المدفوع',
  paidBy: 'طريقة الدفع',
  methods: { cash: 'نقداً', card: 'بطاقة' },
  /** A rate beside its name: 'ضريبة القيمة المضافة (15%)'. */
  rate: (name: string, percent: number) => `${name} (${percent}%)`,
  /** A label and its value on one line. */
  field: (label: string, value: string) => `${label}: ${value}`,
  thanks: 'شكراً لزيارتكم',
};

export type ReceiptTexts = typeof RECEIPT_TEXT;
