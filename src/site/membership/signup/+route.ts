// Sign up for a membership (002 §2 /membership/signup/{membershipAlias}; query redirectTo, pk).
export default '/membership/signup/@membershipAlias';
