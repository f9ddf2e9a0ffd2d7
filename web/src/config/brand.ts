/** The product name shown in the logo, page titles and footer. */
export const PRODUCT_NAME = 'Notebook';
