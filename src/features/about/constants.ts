/** Where support for the project goes; opened in a new tab from the About page. */
export const DONATION_URL = 'https://ko-fi.com/warcrowcompanion';
/** The project's contact address for feedback, questions and privacy requests. */
export const CONTACT_EMAIL = 'feedback@warcrow-companion.app';
