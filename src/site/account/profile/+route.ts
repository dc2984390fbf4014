// The site user's profile and account (002 §2 /account, anchors #update-profile … #upgrade-membership).
export default '/account';
