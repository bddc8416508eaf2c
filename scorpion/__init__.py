"""Scorpion patience, played exactly as its French and Malay rule texts say."""
