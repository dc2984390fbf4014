// Choose a membership (002 §2 /membership/choose).
export default '/membership/choose';
