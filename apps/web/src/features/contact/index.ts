export { ContactFaq } from './components/contact-faq';
export { ContactForm } from './components/contact-form';
export { ContactInfoCards } from './components/contact-info-cards';
export { OfficeMap } from './components/office-map';
