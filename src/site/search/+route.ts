export default '/search';
