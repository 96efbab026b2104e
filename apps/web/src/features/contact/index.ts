export { ContactFaq } from './components/contact-faq';
export { ContactInfoCards } from './components/contact-info-cards';
export { OfficeMap } from './components/office-map';
