// Confirms a site user's new e-mail address: the link mailed to it by requestSiteUserChangeUsername (?id=…).
export default '/account/change-email';
