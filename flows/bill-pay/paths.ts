/** Where the bill can be paid without an account (pages/personal/bill/quick-pay.tsx). */
export const QUICK_PAY_PATH = '/personal/bill/quick-pay';

/** The signed-in bill page; a login on its way there offers quick pay. */
export const BILL_PATH = '/personal/my-account/bill';
