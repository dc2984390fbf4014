// A company's link for proposing changes to its profile (spec 000 §2.1 "Public company update";
// docs/company-updates.md). The hash is checked by the server (getCompanyUpdateForm).
export default '/company-update/@hash';
