// The double opt-in link of a newsletter sign-up (subscribeAnonymousCustomer mails it: ?token=…).
export default '/newsletter-confirm';
