/**
 * English interface texts: the provider staff's orders manager (spec §2 Orders manager, §5, §8 staff notices, §9 chat
 * templates), the invoice PDF and the Excel export. Exact strings live here once; components import them.
 */
export const ORDERS_NOTICES = {
  orderCreated: 'Order was created successfully',
  paymentAdded: 'Payment was added to the order',
  editAdded: 'Edit was added to the order',
  editStatus: (status: string) => `Status Changed To: ${status}`,
  orderStatus: (status: string) => `Order status changed to: ${status}`,
  subEnd: (date: string) => `Sub end date changed to: ${date}`,
  menuAssigned: 'Menu had been assigned to this order',
  menuCreated: 'Menu Created',
  actionDone: 'Action done successfully',
  adminAdded: 'Admin Added Successfully',
  planChanged: (plan: number) => `Plan changed to: ${plan}`,
  menuCopied: 'Menu copied',
  copied: 'Copied',
};

/** The staff's menu picker: type to search menus, choose one, its id is filled in. */
export const MENU_PICKER_TEXT = {
  search: 'Find a menu',
  // Short enough for the narrowest box it sits in (~200 px): it searches the short name, the institution's name and the admins' usernames.
  placeholder: 'Restaurant or username',
  searching: 'Searching…',
  none: 'No menu matches.',
  hit: (name: string, username: string, plan: number, active: boolean, admins: string[]) =>
    `${name || '(no name)'} · ${username || '(no short name)'} · plan ${plan}${active ? '' : ' · inactive'} · ${admins.join(', ')}`,
};

/** '1 order', '3 orders'. */
const ordersCount = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

export const ORDERS_TEXT = {
  title: 'Orders manager',
  subtitle: 'Provider staff: subscriptions, menus and payments',
  refusedTitle: 'Staff only',
  refusedBody: 'This page is for provider staff. Your account does not have staff rights; ask an administrator to grant them.',
  refusedAccount: 'Go to my account',
  signedInAs: (name: string) => `Signed in as ${name}`,
  /** A call refused because the session ended (components/ui/SessionEndedNotice.tsx). */
  sessionEnded: 'Your session has ended: nothing is saved until you sign in again. What you typed here stays: sign in in a new tab, then come back and save.',
  signInNewTab: 'Sign in in a new tab',
  account: 'My account',
  logout: 'Sign out',
  loggingOut: 'Signing out…',
  sending: 'Sending…',
  networkError: 'Could not reach the server. Check the connection and try again.',
  /** The links to each part of the page, above the forms (a phone scrolls past six forms to the orders). */
  jumpTo: 'Go to',
  forms: {
    createOrder: 'Create Order',
    createMenu: 'Create Menu',
    activation: 'Menu Activation',
    addAdmin: 'Add Menu Admin',
    loginLink: 'Login Link Generator',
    changePlan: 'Change Plan',
    copyMenu: 'Copy Menu',
  },
  fields: {
    username: 'Username',
    total: 'Total (JD)',
    subEnd: 'Subscription end',
    plan: 'Plan',
    currentPlan: (plan: number) => `Now plan ${plan}`,
    planHint: '0: the menu only · 1: ordering (cart, table orders) · 2 or more: galleries too',
    menuId: 'Menu ID',
    orderId: 'Order ID (optional)',
    action: 'Action',
    activate: 'Activate',
    deactivate: 'Deactivate',
    admin: 'Admin username',
    password: 'Password',
  },
  lookup: {
    checking: 'Looking up…',
    found: (name: string, phone: string) => `${name} · ${phone}`,
  },
  minimumNote: (amount: string) => `Minimum down payment (40%): ${amount}`,
  createdMenuId: 'New menu ID',
  createdOrderId: 'New order ID',
  createItsMenu: 'Create its menu',
  orderIdHint: 'The new menu is assigned to this order at once.',
  copy: 'Copy',
  copyWhat: (what: string) => `Copy the ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  generate: 'Generate and copy',
  submit: { createOrder: 'Create order', createMenu: 'Create menu', apply: 'Apply', addAdmin: 'Add admin', changePlan: 'Change plan', copyMenu: 'Copy menu' },
  /** Copy Menu: a copy of a menu for a new branch or brand (POST /quickmenu/{id}/copy). */
  copyMenu: {
    note: 'For a new branch or brand: sections, items, images, colours, branches and hours are copied; the short name, visitors and orders are not. The copy starts inactive.',
    owner: "Copy's owner (username)",
    copying: 'Copying the menu…',
    confirm: (menu: string, username: string, plan: number) => `Copy ${menu} for ${username} on plan ${plan}? A new, inactive menu is created.`,
    cancel: 'Cancel',
    createdId: "The copy's menu ID",
    openAdmin: "Open the copy's admin",
  },
  table: {
    title: 'Recent Orders',
    client: 'Client',
    menu: 'Menu / institution',
    total: 'Total',
    paid: 'Paid',
    created: 'Created',
    subEnd: 'Sub end',
    status: 'Status',
    edits: 'Unready edits',
    empty: 'No orders match these filters.',
    none: 'No orders yet: the first one you create appears here.',
    loading: 'Loading orders…',
    count: (total: number) => ordersCount(total),
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous',
    next: 'Next',
    open: (name: string) => `Open the order of ${name}`,
    noMenu: 'No menu yet',
    canceled: 'canceled',
    exportExcel: 'Export to Excel',
  },
  filters: {
    title: 'Filters',
    canceled: 'Canceled',
    createdAtFrom: 'Created from',
    createdAtTo: 'Created to',
    subEndFrom: 'Sub end from',
    subEndTo: 'Sub end to',
    top: 'Paid fraction =',
    topGt: 'Paid fraction >',
    topLt: 'Paid fraction <',
    status: 'Status',
    hasUnreadyEdits: 'Unready edits',
    username: 'Username',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    apply: 'Apply filters',
    reset: 'Reset',
  },
  overlay: {
    title: (name: string) => `Order of ${name}`,
    close: 'Close',
    client: 'Client',
    phone: 'Phone',
    menu: 'Menu',
    orderId: 'Order ID',
    created: 'Created',
    total: 'Total',
    paid: 'Paid',
    remaining: 'Remaining',
    payments: 'Payments',
    noPayments: 'No payments yet.',
    add: 'Add',
    cancel: 'Cancel',
    method: 'Method',
    amount: 'Amount (JD)',
    savePayment: 'Add payment',
    edits: 'Required edits',
    noEdits: 'No required edits.',
    editPhone: 'Phone of the person asking',
    addEdit: 'Add edit',
    editStatus: (i: number) => `Status of edit ${i + 1}`,
    status: 'Order status',
    settings: 'Order settings',
    subEnd: 'Subscription end',
    saveSubEnd: 'Change end date',
    assignMenu: 'Assign a menu',
    assign: 'Assign',
    invoice: 'Invoice (PDF)',
    messages: 'Messages to the client (WhatsApp)',
    messagesLanguage: 'Language of the messages',
    arabic: 'Arabic',
    english: 'English',
    pastSubEnd: (date: string) => `The subscription end ${date} is in the past. Save it anyway?`,
    firstPayment: 'Request the down payment',
    finalPayment: 'Request the final payment',
    editReady: 'Edit ready',
    menuReady: 'Menu ready',
    needsMenu: 'Assign a menu to send the menu-ready message.',
    noPhone: 'The client has no phone number that WhatsApp can use.',
  },
  methods: { cliq: 'CliQ', cash: 'Cash' } as Record<string, string>,
};

/** Chat-app messages to the client (spec §9). */
export const ORDER_MESSAGES = {
  firstPayment: (name: string, amount: string, total: string) =>
    `Hello ${name}, thank you for choosing our digital menu. To start your subscription (${total}), please pay the down payment of ${amount}.`,
  finalPayment: (name: string, amount: string, subEnd: string) =>
    `Hello ${name}, your digital menu is live. Please pay the remaining ${amount}. Your subscription runs until ${subEnd}.`,
  editReady: (name: string, menuLink: string) =>
    `Hello ${name}, the edit you asked for is ready on your menu${menuLink ? `: ${menuLink}` : '.'}`,
  menuReady: (name: string, menuLink: string, adminLink: string, loginLink: string, username: string) =>
    [
      `Hello ${name}, your digital menu is ready!`,
      `Menu: ${menuLink}`,
      `Admin: ${adminLink}`,
      `To manage it, log in at ${loginLink} with your username "${username}" and your password, then open the admin link.`,
    ].join('\n'),
};

export const INVOICE_TEXT = {
  provider: 'QR Menu — digital menus',
  /** Under the provider's name: where it is and, when configured, how to reach it (PROVIDER_PHONE, PROVIDER_EMAIL). */
  providerLine: (contact: string[]) => ['Amman, Jordan', ...contact].join(' · '),
  title: 'INVOICE',
  number: 'Invoice no.',
  date: 'Date',
  client: 'Client',
  username: 'Username',
  phone: 'Phone',
  institution: 'Institution',
  period: 'Subscription period',
  total: 'Total',
  payments: 'Payments',
  noPayments: 'No payments yet',
  paid: 'Paid',
  remaining: 'Remaining',
  currencyNote: 'All amounts in Jordanian dinars (JOD).',
  thanks: 'Thank you for your business.',
};

export const EXCEL_TEXT = {
  sheet: 'Orders',
  order: 'Order ID',
  client: 'Client',
  username: 'Username',
  phone: 'Phone',
  institution: 'Institution',
  total: 'Total (JOD)',
  paid: 'Paid (JOD)',
  remaining: 'Remaining (JOD)',
  paidFraction: 'Paid',
  created: 'Created',
  subEnd: 'Subscription end',
  status: 'Status',
  unreadyEdits: 'Unready edits',
  canceled: 'Canceled',
  totals: (count: number) => `Total (${ordersCount(count)})`,
};

/** Menu creation by staff: the provider admin (PROVIDER_ADMIN_USERNAME) must be an existing account. */
export const PROVIDER_ADMIN_MESSAGES = {
  missing: (username: string) =>
    `The provider admin account "${username}" does not exist: create it (npm run staff) or set PROVIDER_ADMIN_USERNAME to an existing account, then create the menu again`,
};

/** The phone field's country selector (components/ui/PhoneField.tsx). */
export const PHONE_FIELD_TEXT = {
  country: 'Country (search by name or code)',
};

/** The printable paper menu in English (GET …/print?lang=en): the menu's second language chosen. */
export const PRINT_TEXT_EN = {
  scan: 'Scan the code to see the menu on your phone',
  soldOut: 'Sold out',
  sale: (percent: number) => `${percent}% off`,
  currency: { JOD: 'JD', SAR: 'SAR', AED: 'AED', KWD: 'KWD', BHD: 'BHD', QAR: 'QAR', OMR: 'OMR', EGP: 'EGP', USD: '$' } as Record<string, string>,
  hours: (text: string) => `Served: ${text}`,
  everyDay: 'every day',
  days: { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' } as Record<string, string>,
  allergens: (names: string) => `Contains: ${names}`,
  listSeparator: ', ',
};
