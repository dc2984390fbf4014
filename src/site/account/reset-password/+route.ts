// Password reset of site users: without id the request form, with the e-mail's ?id=… the new password.
export default '/account/reset-password';
